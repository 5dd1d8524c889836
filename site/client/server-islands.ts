import { isAlertResponse, isSeoList } from '../api';
import { alertStore, seoStore } from '../stores';

/** A JSON island of the page (CSP forbids inline scripts, so data comes as application/json). */
export function pageIsland(id: string): unknown {
  const text = document.getElementById(id)?.textContent;
  return text ? (JSON.parse(text) as unknown) : undefined;
}

/** The announcement's key and whether it was seen before, as the server wrote them. */
function announcementSeen(island: object): { key: string; folded: boolean } | undefined {
  const { key, folded } = island as { key?: unknown; folded?: unknown };
  return typeof key === 'string' ? { key, folded: folded === true } : undefined;
}

/**
 * What the server put into the page: the current top alert (the store starts from it, no request)
 * and this page's SEO entry, if it has one; the whole list is asked for on the first client
 * navigation, or at once when the page came without it.
 */
export function takeServerIslands(): void {
  const alert = pageIsland('alert-data');
  if (isAlertResponse(alert)) alertStore.getState().showAnswer(alert, announcementSeen(alert));
  const seo = pageIsland('seo-data');
  if (isSeoList(seo)) for (const entry of seo) seoStore.getState().showEntry(entry);
  else void seoStore.getState().fetchSeo();
}
