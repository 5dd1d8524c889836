/** The content types of issue 23 and the folder each one's files sit in (content/README.md). */
export const contentFolders = {
  article: 'articles',
  video: 'videos',
  'get-educated': 'get-educated',
  'life-event': 'life-events',
  'life-event-section': 'life-events',
  'military-resource': 'military-resources',
  outreach: 'outreach',
  'market-summary': 'market-summaries',
  'e-seminar': 'e-seminars',
  faq: 'faqs',
  page: 'pages',
} as const;

export type ContentType = keyof typeof contentFolders;

export const contentTypes = Object.keys(contentFolders) as ContentType[];

export const isContentType = (value: unknown): value is ContentType =>
  typeof value === 'string' && Object.hasOwn(contentFolders, value);

/** The front matter fields every type may carry beyond the common ones (the JSON Schema's). */
export interface ContentFields {
  category?: string;
  duration?: string;
  src?: string;
  poster?: string;
  sourceId?: number;
  event?: string;
  order?: number;
  eventDate?: string;
  location?: string;
  period?: string;
  presenter?: string;
  group?: string;
  path?: string;
}

/** A checked front matter (content/front-matter.schema.json). */
export interface FrontMatter extends ContentFields {
  type: ContentType;
  slug: string;
  title: string;
  summary: string;
  published: string;
  updated?: string;
  related?: string[];
  seo: { title: string; description: string };
}

/** One checked content file, keyed as other files' `related` entries name it. */
export interface ContentItem {
  /** "<folder>/<slug>", or "life-events/<event>/<section>" for a life-event section. */
  key: string;
  /** The file, relative to the content folder. */
  file: string;
  front: FrontMatter;
  body: string;
}

const financial = '/membership-benefits/financial-resources';

/** The site path an item is read at; sections of list pages are anchors of their list. */
export function itemPath(front: FrontMatter): string {
  switch (front.type) {
    case 'article':
      return `${financial}/articles/${front.slug}/`;
    case 'video':
      return `${financial}/videos/${front.slug}/`;
    case 'get-educated':
      return `/get-educated/${front.slug}/`;
    case 'life-event':
      return `${financial}/life-events/${front.slug}/`;
    case 'life-event-section':
      return `${financial}/life-events/${front.event ?? ''}/${front.slug}/`;
    case 'military-resource':
      return `${financial}/military-resources/#${front.slug}`;
    case 'outreach':
      return `/outreach/${front.slug}/`;
    case 'market-summary':
      return `${financial}/market-summaries/#${front.slug}`;
    case 'e-seminar':
      return `${financial}/e-seminars/#${front.slug}`;
    case 'faq':
      return `/faqs-forms/faqs/#${front.slug}`;
    case 'page':
      return front.path ?? '/';
  }
}
