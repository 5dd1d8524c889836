import { pageCopyAt } from '../content/page-copy';
import type { PageKey, RouteEntry } from './route-table';

// The content pages of issue 23. Their words come from content/ (Markdown files) through page
// models written at build time; items are prerendered one by one from the files, so the route
// table holds their patterns and the build adds each concrete path
// (scripts/build/content-pages.ts).

export const financialResourcesPath = '/membership-benefits/financial-resources/';

/** What a list page shows: content items of one type. */
export type ContentListKind =
  | 'article'
  | 'video'
  | 'get-educated'
  | 'life-event'
  | 'military-resource'
  | 'market-summary'
  | 'e-seminar'
  | 'faq'
  | 'outreach';

const entry = (path: string, page: PageKey, subject: string): RouteEntry => ({
  path,
  page,
  subject,
  layout: 'standard',
  prerender: !path.includes(':'),
  ...pageCopyAt(path),
});

const itemEntry = (...input: Parameters<typeof entry>): RouteEntry => ({
  ...entry(...input),
  prerenderedOnly: true,
});

const fr = financialResourcesPath;

/** The list pages: one per content type, prerendered with every item of the type. */
export const contentListRoutes: readonly RouteEntry[] = [
  entry(fr, 'contentList', 'financial-resources'),
  entry(`${fr}articles/`, 'contentList', 'article'),
  entry(`${fr}videos/`, 'contentList', 'video'),
  entry(`${fr}military-resources/`, 'contentList', 'military-resource'),
  entry(`${fr}life-events/`, 'contentList', 'life-event'),
  entry(`${fr}market-summaries/`, 'contentList', 'market-summary'),
  entry(`${fr}e-seminars/`, 'contentList', 'e-seminar'),
  entry('/get-educated/', 'contentList', 'get-educated'),
  entry('/faqs-forms/faqs/', 'contentList', 'faq'),
];

/**
 * The item pages, by pattern; each item's own path is prerendered from its file, so a slug with
 * no file answers 404 (prerenderedOnly).
 */
export const contentItemRoutes: readonly RouteEntry[] = [
  itemEntry(`${fr}articles/:slug/`, 'contentItem', 'article'),
  itemEntry(`${fr}videos/:slug/`, 'contentItem', 'video'),
  itemEntry(`${fr}life-events/:slug/`, 'contentItem', 'life-event'),
  itemEntry(`${fr}life-events/:event/:slug/`, 'contentItem', 'life-event-section'),
  itemEntry('/get-educated/:slug/', 'contentItem', 'get-educated'),
  itemEntry('/outreach/:slug/', 'contentItem', 'outreach'),
];

/**
 * Pages kept as content files (type page), at the paths spec §2 names; their title and description
 * in page-copy.json are the client's fallback, the file's own SEO entry is prerendered into the
 * page.
 */
export const contentPageRoutes: readonly RouteEntry[] = [
  '/note/',
  '/about/community/',
  '/about/life-notes/',
  '/annual-report/2022/',
  '/annual-report/2023/',
  '/annual-report/2024/',
  '/My-Vet-Benefits/',
  '/My-Vet-Benefits/insurance-plans/',
  '/earn-5000-points/',
  '/association-old-crows/',
  '/dla-foundation/',
  '/eangky/',
].map((path) => entry(path, 'contentItem', 'page'));

export const searchRoute: RouteEntry = {
  ...entry('/search/:term/', 'search', 'search'),
  prerender: false,
};

export const contentRoutes: readonly RouteEntry[] = [
  ...contentListRoutes,
  ...contentItemRoutes,
  ...contentPageRoutes,
  searchRoute,
];
