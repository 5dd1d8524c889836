import type { CookieJar } from '../browser/cookies';

/** The cookie the server reads to fold an announcement seen before (server/static-files/alert-slot.ts). */
export const announcementSeenCookie = 'mba_announcement_seen';
const seenForSeconds = 30 * 86_400;

/**
 * Once the page has shown the announcement, later pages fold it on a phone: the boot notes its
 * key (the server's name for its words) in a cookie, before and without the React app.
 */
export function rememberAnnouncement(page: Document, cookies: CookieJar): void {
  const island = page.getElementById('alert-data')?.textContent;
  if (!island || !page.querySelector('[data-testid="top-alert"]')) return;
  let key: unknown;
  try {
    key = (JSON.parse(island) as { key?: unknown } | null)?.key;
  } catch {
    return;
  }
  if (typeof key !== 'string' || !/^[0-9a-f]{16}$/.test(key)) return;
  if (cookies.get(announcementSeenCookie) !== key)
    cookies.set(announcementSeenCookie, key, { maxAgeSeconds: seenForSeconds });
}
