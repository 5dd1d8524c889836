import type { PageKey, RouteEntry } from './route-table';

// The content pages of issue 23. Their words come from content/ (Markdown files) through page
// models written at build time; items are prerendered one by one from the files, so the route
// table holds their patterns and the build adds each concrete path
// (scripts/build/content-pages.ts).

const brand = 'MBA';
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

const entry = (
  path: string,
  page: PageKey,
  subject: string,
  title: string,
  description: string,
): RouteEntry => ({
  path,
  page,
  subject,
  layout: 'standard',
  prerender: !path.includes(':'),
  title: `${title} | ${brand}`,
  description,
});

const itemEntry = (...input: Parameters<typeof entry>): RouteEntry => ({
  ...entry(...input),
  prerenderedOnly: true,
});

const fr = financialResourcesPath;

/** The list pages: one per content type, prerendered with every item of the type. */
export const contentListRoutes: readonly RouteEntry[] = [
  entry(
    fr,
    'contentList',
    'financial-resources',
    'Financial resources and education',
    'Articles, videos, seminars, life-event guides and calculators on budgeting, debt, insurance and retirement for military and federal families.',
  ),
  entry(
    `${fr}articles/`,
    'contentList',
    'article',
    'Financial articles',
    'Plain-language articles on budgeting, debt, insurance, taxes, housing and retirement for service members, veterans and federal employees.',
  ),
  entry(
    `${fr}videos/`,
    'contentList',
    'video',
    'Financial videos',
    'Short videos with full transcripts on life insurance, beneficiaries, the TSP and leaving the service.',
  ),
  entry(
    `${fr}military-resources/`,
    'contentList',
    'military-resource',
    'Military resources',
    'Free financial counseling, relief societies, legal help and family support for service members and their families.',
  ),
  entry(
    `${fr}life-events/`,
    'contentList',
    'life-event',
    'Life events',
    'Money and insurance steps for marriage, a new child, deployment, leaving the service, retirement and buying a home.',
  ),
  entry(
    `${fr}market-summaries/`,
    'contentList',
    'market-summary',
    'Market summaries',
    'Quarterly summaries of what happened in the markets and what it can mean for long-term savers.',
  ),
  entry(
    `${fr}e-seminars/`,
    'contentList',
    'e-seminar',
    'E-seminars',
    'Recorded financial education seminars for military families and federal employees.',
  ),
  entry(
    '/get-educated/',
    'contentList',
    'get-educated',
    'Get educated',
    'Short guides to life insurance, beneficiaries, the Thrift Savings Plan, credit and buying a home.',
  ),
  entry(
    '/faqs-forms/faqs/',
    'contentList',
    'faq',
    'Frequently asked questions',
    'Answers about membership, applying, payments, coverage and claims, beneficiaries and your online account.',
  ),
];

/**
 * The item pages, by pattern; each item's own path is prerendered from its file, so a slug with
 * no file answers 404 (prerenderedOnly).
 */
export const contentItemRoutes: readonly RouteEntry[] = [
  itemEntry(`${fr}articles/:slug/`, 'contentItem', 'article', 'Article', 'A financial article.'),
  itemEntry(`${fr}videos/:slug/`, 'contentItem', 'video', 'Video', 'A financial video.'),
  itemEntry(`${fr}life-events/:slug/`, 'contentItem', 'life-event', 'Life event', 'A life event.'),
  itemEntry(
    `${fr}life-events/:event/:slug/`,
    'contentItem',
    'life-event-section',
    'Life event',
    'A step of a life event.',
  ),
  itemEntry(
    '/get-educated/:slug/',
    'contentItem',
    'get-educated',
    'Get educated',
    'A short guide.',
  ),
  itemEntry('/outreach/:slug/', 'contentItem', 'outreach', 'Outreach', 'Association outreach.'),
];

/**
 * Pages kept as content files (type page), at the paths spec §2 names; the title and description
 * here are the client's fallback, the file's own SEO entry is prerendered into the page.
 */
export const contentPageRoutes: readonly RouteEntry[] = [
  ['/note/', 'A note to members'],
  ['/about/community/', 'Community'],
  ['/about/life-notes/', 'Life Notes'],
  ['/annual-report/2022/', 'Annual report 2022'],
  ['/annual-report/2023/', 'Annual report 2023'],
  ['/annual-report/2024/', 'Annual report 2024'],
  ['/My-Vet-Benefits/', 'My Vet Benefits'],
  ['/My-Vet-Benefits/insurance-plans/', 'My Vet Benefits insurance plans'],
  ['/earn-5000-points/', 'Earn 5,000 points'],
  ['/association-old-crows/', 'Association of Old Crows members'],
  ['/dla-foundation/', 'DLA Foundation members'],
  ['/eangky/', 'EANGKY members'],
].map(([path = '', title = '']) =>
  entry(path, 'contentItem', 'page', title, `${title}: a page of the association.`),
);

export const searchRoute: RouteEntry = {
  ...entry('/search/:term/', 'search', 'search', 'Search', 'Search the association’s site.'),
  prerender: false,
};

export const contentRoutes: readonly RouteEntry[] = [
  ...contentListRoutes,
  ...contentItemRoutes,
  ...contentPageRoutes,
  searchRoute,
];
