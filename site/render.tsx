// react-dom/server.node rather than react-dom/server: the layer rule reads any '**/server' import as our server/ folder.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server.node';
import { StaticRouter } from 'react-router';
import { App } from './app/App';
import { PageContent } from './app/PageContent';
import { PageContentSource, type RenderPageContent } from './app/page-content-source';
import { RouterNavigation } from './app/RouterNavigation';
import { seedPageModel } from './app/page-data';
import type { PageModel } from './models/page-model';

const renderPageContent: RenderPageContent = (props) => <PageContent {...props} />;

/** The HTML of one page, as the browser will hydrate it (build-time prerendering). */
export function renderPage(pathname: string, model: PageModel | null): string {
  seedPageModel(pathname, model);
  return renderToString(
    <StrictMode>
      <StaticRouter location={pathname}>
        <RouterNavigation>
          <PageContentSource value={renderPageContent}>
            <App />
          </PageContentSource>
        </RouterNavigation>
      </StaticRouter>
    </StrictMode>,
  );
}
