// The top alert goes into the HTML the server sends, so it is on screen at the first paint and
// the page does not shift when it would otherwise arrive from /api (issue 5, CLS 0). The markup
// is the site's TopAlertBar (site/app/AlertBars.tsx) as React renders it; a test in tests/ holds
// the two together, since the server never imports React.
import { createHash } from 'node:crypto';
import type { AlertAnswer } from '../api/content/alert';

/**
 * The cookie that says a visitor has seen an announcement: its value names the announcement, so
 * a new one shows in full again. The site sets it once the bar has shown (site/app/AlertBars.tsx).
 */
export const announcementSeenCookie = 'mba_announcement_seen';

/** A short name for one announcement's words, what the seen cookie holds. */
export function announcementKey(data: NonNullable<AlertAnswer['data']>): string {
  return createHash('sha256')
    .update(`${data.title ?? ''}\n${data.text}`)
    .digest('hex')
    .slice(0, 16);
}

/** Whether the request's cookies say this announcement was seen. */
export function seenAnnouncement(cookieHeader: string | undefined, key: string): boolean {
  if (typeof cookieHeader !== 'string') return false;
  return cookieHeader.split(';').some((pair) => pair.trim() === `${announcementSeenCookie}=${key}`);
}

/** The element the site's TopAlertBar renders while no alert shows: the server fills it. */
export const alertSlot = '<template data-slot="top-alert"></template>';

/** React's own text escaping, so the markup is byte for byte what hydration would render. */
function escapeText(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
}

/**
 * The bar as React renders it. Folded (seen before), a phone shows its first line and a "Show all"
 * button; a wider screen shows it whole either way (styles/layout.css).
 */
export function alertBarMarkup(data: NonNullable<AlertAnswer['data']>, folded = false): string {
  const title = data.title ? `<strong>${escapeText(`${data.title} `)}</strong>` : '';
  const more = folded
    ? '<button type="button" class="alert-bar__more" aria-controls="top-alert-text" aria-expanded="false">Show all</button>'
    : '';
  return (
    `<section class="alert-bar${folded ? ' alert-bar--folded' : ''}" aria-label="Announcement" data-testid="top-alert">` +
    `<div class="alert-bar__inner"><p id="top-alert-text">${title}${escapeText(data.text)}</p>` +
    more +
    '<button type="button" class="alert-bar__close">' +
    'Hide<span class="alert-bar__close-what"> announcement</span></button></div></section>'
  );
}

/**
 * The page with the alert in its slot (pages without the standard layout have none) and the
 * answer as a JSON island the site's alert store starts from instead of asking /api, with the
 * announcement's key and whether this visitor has seen it (the cookie of `cookieHeader`).
 */
export function withAlert(html: string, answer: AlertAnswer, cookieHeader?: string): string {
  const { data } = answer;
  const key = data ? announcementKey(data) : undefined;
  const folded = key !== undefined && seenAnnouncement(cookieHeader, key);
  // Function replacements: the alert's text is inserted as it is ('$&' stays '$&').
  const page =
    answer.visible && data ? html.replace(alertSlot, () => alertBarMarkup(data, folded)) : html;
  const island = key === undefined ? answer : { ...answer, key, folded };
  const json = JSON.stringify(island).replace(/</g, '\\u003c');
  return page.replace(
    '</body>',
    () => `<script type="application/json" id="alert-data">${json}</script></body>`,
  );
}
