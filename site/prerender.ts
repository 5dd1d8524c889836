import { siteOrigin } from './config';
import { buildPageModel, type ModelOptions } from './models/build-page-model';
import type { PageModel } from './models/page-model';
import { renderPage } from './render';
import {
  notFoundMeta,
  routeTable,
  routesManifest,
  usesStandardLayout,
  type RouteEntry,
  type RoutesManifest,
} from './routes';
import { pagesWithModel } from './app/page-components';

export interface PrerenderedPage {
  /** Path of the file under dist/site, e.g. 'insurance-plans/index.html'. */
  readonly file: string;
  readonly html: string;
  readonly model: PageModel | null;
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** JSON inside <script type="application/json">: '<' escaped so no text can close the element. */
function jsonIsland(model: PageModel | null): string {
  if (!model) return '';
  const json = JSON.stringify(model).replace(/</g, '\\u003c');
  return `<script type="application/json" id="page-data">${json}</script>`;
}

interface Head {
  readonly title: string;
  readonly description: string;
  readonly canonical: string | null;
  readonly jsonLd?: Readonly<Record<string, unknown>> | undefined;
}

/**
 * A content page (content/ files) with its model, made by the build
 * (scripts/build/content-pages.ts).
 */
export interface ContentPrerender {
  readonly entry: RouteEntry;
  readonly model: PageModel;
}

const contentPageKeys = new Set(['contentList', 'contentItem']);

/**
 * How the boot (site/client/boot.ts) starts the app on this page: 'intent' for content pages,
 * whose prerendered HTML works until the visitor acts; 'now' where the page needs the app at once.
 */
type Loading = 'intent' | 'now';

/**
 * Sign-in, bare (campaign, agent: they read the query string) and application pages need the app,
 * and so does a page with form fields (a field changed before hydration would disagree with React)
 * or one that acts as it opens.
 */
function loadingOf(entry: RouteEntry, body: string): Loading {
  const contentPage =
    entry.layout === 'standard' && usesStandardLayout(entry.path) && entry.page !== 'apply';
  // Fields marked data-hydration-safe are uncontrolled (the header's search box, the home page's
  // quote box): the browser keeps what was typed or chosen before the app starts.
  return contentPage &&
    !entry.actsOnLoad &&
    !/<(?:input|select|textarea)\b(?![^>]*data-hydration-safe)/.test(body)
    ? 'intent'
    : 'now';
}

function fill(
  template: string,
  head: Head,
  body: string,
  model: PageModel | null,
  loading: Loading,
): string {
  const headHtml = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    head.canonical ? `<link rel="canonical" href="${escapeHtml(head.canonical)}" />` : '',
    head.jsonLd
      ? `<script type="application/ld+json">${JSON.stringify(head.jsonLd).replace(/</g, '\\u003c')}</script>`
      : '',
  ]
    .filter(Boolean)
    .join('\n    ');
  return template
    .replace(
      '<div id="app">',
      loading === 'now' ? '<div id="app" data-load="now">' : '<div id="app">',
    )
    .replace('<!--site-head-->', headHtml)
    .replace('<!--site-body-->', body)
    .replace('<!--site-data-->', jsonIsland(model));
}

function fileFor(path: string): string {
  return `${path.replace(/^\//, '')}index.html`;
}

/**
 * Every prerendered page of the route table and every content page, plus 404.html and the client
 * shell app.html.
 */
export function prerenderSite(
  template: string,
  options: ModelOptions,
  contentPages: readonly ContentPrerender[] = [],
): PrerenderedPage[] {
  const modelled = [
    ...routeTable
      .filter((entry) => entry.prerender && !contentPageKeys.has(entry.page))
      .map((entry) => ({
        entry,
        model: pagesWithModel.has(entry.page) ? buildPageModel(entry, options) : null,
      })),
    ...contentPages,
  ];
  const pages: PrerenderedPage[] = modelled.map(({ entry, model }) => {
    const head = {
      title: entry.title,
      description: entry.description,
      canonical: `${siteOrigin}${entry.path}`,
      jsonLd: model && 'jsonLd' in model ? model.jsonLd : undefined,
    };
    const body = renderPage(entry.path, model);
    return {
      file: fileFor(entry.path),
      html: fill(template, head, body, model, loadingOf(entry, body)),
      model,
    };
  });
  const notFound = renderPage('/404-page-not-found/', null);
  pages.push({
    file: '404.html',
    // Served for every unknown path, personal URLs the server has no shell for among them.
    html: fill(template, { ...notFoundMeta, canonical: null }, notFound, null, 'now'),
    model: null,
  });
  const shellHead = {
    title: 'MBA',
    description: routeTable[0]?.description ?? '',
    canonical: null,
  };
  pages.push({
    file: 'app.html',
    html: fill(template, shellHead, '', null, 'now'),
    model: null,
  });
  return pages;
}

export function siteManifest(applicationPaths: readonly string[]): RoutesManifest {
  return routesManifest(routeTable, applicationPaths);
}
