import type { CookieJar } from '../browser/cookies';

// Signs that the visitor is about to use the page: the app starts loading then.
const intentEvents = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;
const interactiveControl = 'a[href], button, input, select, textarea, summary, [role="button"]';

/**
 * The app is needed at once on the client shell (application pages, personal URLs), on pages the
 * prerender marks (auth, bare and 404 pages: `data-load="now"`) and for a logged-in member.
 */
export function needsAppAtOnce(root: HTMLElement | null, cookies: CookieJar): boolean {
  if (!root?.firstElementChild) return true;
  if (root.dataset.load === 'now') return true;
  return Boolean(cookies.get('memberId') && cookies.get('memberToken'));
}

/** Calls `start` once: now when the app is needed at once, else on the visitor's first intent. */
export function startOnIntent(doc: Document, cookies: CookieJar, start: () => void): void {
  if (needsAppAtOnce(doc.getElementById('app'), cookies)) {
    start();
    return;
  }
  const listening = new AbortController();
  const begin = () => {
    listening.abort();
    start();
  };
  const options = { capture: true, passive: true, signal: listening.signal };
  for (const type of intentEvents) doc.addEventListener(type, begin, options);
  doc.addEventListener(
    'pointerover',
    (event) => {
      if (event.target instanceof Element && event.target.closest(interactiveControl)) begin();
    },
    options,
  );
}
