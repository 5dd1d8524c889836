import { lazy, StrictMode, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from '../app/App';
import type { PageContentProps } from '../app/PageContent';
import { PageContentSource } from '../app/pageContentSource';
import { seedPageModel } from '../app/pageData';
import { isAlertResponse, isSeoList } from '../api';
import type { PageModel } from '../models/pageModel';
import { isPersonalUrl, matchRoute } from '../routes';
import { alertStore, seoStore } from '../stores';
import { appReady } from './appReady';

function island(id: string): unknown {
  const text = document.getElementById(id)?.textContent;
  return text ? (JSON.parse(text) as unknown) : undefined;
}

const loadPageContent = () => import('../app/PageContent');

/**
 * The site's page components: loaded before hydration when the first page is one of them (so
 * hydration matches the HTML at once), lazily otherwise (an application page never needs them).
 */
async function pageContentFor(pathname: string): Promise<ComponentType<PageContentProps>> {
  const first = matchRoute(pathname)?.entry.page;
  if (first !== undefined && first !== 'apply') return (await loadPageContent()).PageContent;
  return lazy(() => loadPageContent().then((module) => ({ default: module.PageContent })));
}

/** Hydrates the prerendered page (or renders the client shell); resolves once React runs it. */
export async function startApp(): Promise<void> {
  // The prerendered page carries its model as a JSON island (CSP forbids inline scripts).
  const model = island('page-data');
  if (model) seedPageModel(window.location.pathname, model as PageModel);
  // The server put the current top alert into the page; the store starts from it (no request).
  const alert = island('alert-data');
  if (isAlertResponse(alert)) alertStore.getState().showAnswer(alert);
  // And this page's SEO entry, if it has one; the whole list is asked for on the first client
  // navigation (RouteEffects), or at once when the page came without it.
  const seo = island('seo-data');
  if (isSeoList(seo)) for (const entry of seo) seoStore.getState().showEntry(entry);
  else void seoStore.getState().fetchSeo();

  const PageContent = await pageContentFor(window.location.pathname);

  const root = document.getElementById('root');
  const app = (
    <StrictMode>
      <BrowserRouter>
        <PageContentSource value={PageContent}>
          <App />
        </PageContentSource>
      </BrowserRouter>
    </StrictMode>
  );
  // A personal URL arrives with 404.html when the server has no shell for it: render afresh there.
  if (root?.firstElementChild && !isPersonalUrl(window.location.pathname)) hydrateRoot(root, app);
  else if (root) createRoot(root).render(app);
  return appReady;
}
