import { lazy, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from '../app/App';
import { PageContentSource, type RenderPageContent } from '../app/page-content-source';
import { RouterNavigation } from '../app/RouterNavigation';
import { seedPageModel } from '../app/page-data';
import type { PageModel } from '../models/page-model';
import { isPersonalUrl, matchRoute } from '../routes';
import { appReady } from './app-ready';
import { pageIsland, takeServerIslands } from './server-islands';

const loadPageContent = () => import('../app/PageContent');

/**
 * The site's page components: loaded before hydration when the first page is one of them (so
 * hydration matches the HTML at once), lazily otherwise (an application page never needs them).
 */
async function pageContentFor(pathname: string): Promise<RenderPageContent> {
  const first = matchRoute(pathname)?.entry.page;
  const PageContent =
    first !== undefined && first !== 'apply'
      ? (await loadPageContent()).PageContent
      : lazy(() => loadPageContent().then((module) => ({ default: module.PageContent })));
  return (props) => <PageContent {...props} />;
}

/** Hydrates the prerendered page (or renders the client shell); resolves once React runs it. */
export async function startApp(): Promise<void> {
  // The prerendered page carries its model as a JSON island.
  const model = pageIsland('page-data');
  if (model) seedPageModel(window.location.pathname, model as PageModel);
  takeServerIslands();

  const renderPageContent = await pageContentFor(window.location.pathname);

  const root = document.getElementById('app');
  const app = (
    <StrictMode>
      <BrowserRouter>
        <RouterNavigation>
          <PageContentSource value={renderPageContent}>
            <App />
          </PageContentSource>
        </RouterNavigation>
      </BrowserRouter>
    </StrictMode>
  );
  // 404.html is sent for every path the server has no page for. Where the client renders that
  // path as something else (a personal URL, a route of the table such as an application id it
  // answers itself), hydrating would not match: render afresh there.
  const { pathname } = window.location;
  const servedNotFound = root?.querySelector('[data-page="not-found"]') != null;
  const rendersOtherwise = isPersonalUrl(pathname) || (servedNotFound && !!matchRoute(pathname));
  if (root?.firstElementChild && !rendersOtherwise) hydrateRoot(root, app);
  else if (root) createRoot(root).render(app);
  return appReady;
}
