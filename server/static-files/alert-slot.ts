// The top alert goes into the HTML the server sends, so it is on screen at the first paint and
// the page does not shift when it would otherwise arrive from /api (issue 5, CLS 0). The markup
// is the site's TopAlertBar (site/app/AlertBars.tsx) as React renders it; a test in tests/ holds
// the two together, since the server never imports React.
import type { AlertAnswer } from '../api/content/alert';

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

export function alertBarMarkup(data: NonNullable<AlertAnswer['data']>): string {
  const title = data.title ? `<strong>${escapeText(`${data.title} `)}</strong>` : '';
  return (
    '<section class="alert-bar" aria-label="Announcement" data-testid="top-alert">' +
    `<div class="alert-bar__inner"><p>${title}${escapeText(data.text)}</p>` +
    '<button type="button" class="alert-bar__close">' +
    'Hide<span class="alert-bar__close-what"> announcement</span></button></div></section>'
  );
}

/**
 * The page with the alert in its slot (pages without the standard layout have none) and the
 * answer as a JSON island the site's alert store starts from instead of asking /api.
 */
export function withAlert(html: string, answer: AlertAnswer): string {
  const { data } = answer;
  // Function replacements: the alert's text is inserted as it is ('$&' stays '$&').
  const page = answer.visible && data ? html.replace(alertSlot, () => alertBarMarkup(data)) : html;
  const json = JSON.stringify(answer).replace(/</g, '\\u003c');
  return page.replace(
    '</body>',
    () => `<script type="application/json" id="alert-data">${json}</script></body>`,
  );
}
