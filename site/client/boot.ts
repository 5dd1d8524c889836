// The page's only eager script (a few KB): what every load must do, then the React app when the
// visitor needs it. The prerendered HTML is the page until then (docs/site.md, "Loading model").
import { documentCookies } from '../browser/cookies';
import { rememberAnnouncement } from './announcement-seen';
import { startOnIntent } from './app-intent';
import { holdClicks } from './held-clicks';
import { recordArrival } from './page-arrival';
import '../styles/tokens.css';
import '../styles/base.css';
import '../styles/layout.css';
import '../styles/components.css';
import '../styles/pages.css';
import '../styles/account.css';
import '../styles/calculators.css';
import '../styles/icons.css';

recordArrival(window.location);
rememberAnnouncement(document, documentCookies);

/**
 * The server marks an application page (data-shell="application"): it runs on its own, without
 * the router and the other pages (docs/site.md, "Application pages").
 */
function startPage(): Promise<void> {
  if (document.getElementById('app')?.dataset.shell === 'application') {
    return import('./application-main').then(({ startApplication }) => startApplication());
  }
  return import('./main').then(({ startApp }) => startApp());
}

startOnIntent(document, documentCookies, () => {
  const held = holdClicks(document);
  startPage().then(held.replay, (error: unknown) => {
    console.error('The application could not be loaded', error);
    held.replay();
  });
});
