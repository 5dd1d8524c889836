import { defineAction, type ApiActions } from '../action';
import { itemByKey, listPage, pageByPath, type ContentEntry } from './library';
import { pagingOf, pagingProperties, type PagingData } from './paging';

interface ListSpec {
  type: string;
  newestFirst: boolean;
  /** Section pages (FAQs, military resources, ...) show whole items: their lists carry the body. */
  withHtml: boolean;
  pageSize: number;
}

const pagedSchema = { type: 'object', properties: pagingProperties } as const;

function listAction(spec: ListSpec) {
  return defineAction({
    cacheable: true,
    schema: pagedSchema,
    async handle(data: PagingData, context) {
      const { offset, limit } = pagingOf(data, spec.pageSize, 100);
      return listPage(context.db, { ...spec, offset, limit });
    },
  });
}

const slugSchema = { type: 'string', pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 100 };

/** An item of `folder` by its slug: spec §3 items keyed by slug, with relatedData. */
function itemAction(folder: string) {
  return defineAction({
    cacheable: true,
    schema: { type: 'object', required: ['slug'], properties: { slug: slugSchema } },
    async handle(data: { slug: string }, context) {
      return itemByKey(context.db, `${folder}/${data.slug}`);
    },
  });
}

/** A life event with its sections in order (life-events/{sectionSlug}/). */
const lifeEvent = defineAction({
  cacheable: true,
  schema: { type: 'object', required: ['slug'], properties: { slug: slugSchema } },
  async handle(data: { slug: string }, context) {
    const event = await itemByKey(context.db, `life-events/${data.slug}`);
    const sections = await listPage(context.db, {
      type: 'life-event-section',
      parent: data.slug,
      newestFirst: false,
      withHtml: false,
      offset: 0,
      limit: 100,
    });
    return { ...event, sections: sections.data satisfies ContentEntry[] };
  },
});

/** One section of a life event (life-events/{sectionSlug}/{eventId}/). */
const lifeEventSection = defineAction({
  cacheable: true,
  schema: {
    type: 'object',
    required: ['event', 'slug'],
    properties: { event: slugSchema, slug: slugSchema },
  },
  async handle(data: { event: string; slug: string }, context) {
    return itemByKey(context.db, `life-events/${data.event}/${data.slug}`);
  },
});

/** A page file by the site path it is served at (annual reports, partner pages, ...). */
const page = defineAction({
  cacheable: true,
  schema: {
    type: 'object',
    required: ['path'],
    properties: { path: { type: 'string', pattern: '^/([A-Za-z0-9-]+/)+$', maxLength: 200 } },
  },
  async handle(data: { path: string }, context) {
    return pageByPath(context.db, data.path);
  },
});

const newest = { newestFirst: true, withHtml: false, pageSize: 12 };
const sections = { newestFirst: false, withHtml: true, pageSize: 50 };

/** The content calls of spec §7: paged lists with next and hasNext, items by slug. */
export const contentLists: ApiActions = {
  articles: listAction({ type: 'article', ...newest }),
  article: itemAction('articles'),
  videos: listAction({ type: 'video', ...newest }),
  video: itemAction('videos'),
  getEducated: listAction({ type: 'get-educated', ...newest }),
  getEducatedItem: itemAction('get-educated'),
  militaryResources: listAction({ type: 'military-resource', ...sections }),
  lifeEvents: listAction({ type: 'life-event', ...sections, withHtml: false }),
  lifeEvent,
  lifeEventSection,
  outreach: listAction({ type: 'outreach', ...newest }),
  outreachItem: itemAction('outreach'),
  eSeminars: listAction({ type: 'e-seminar', ...sections, newestFirst: true }),
  marketSummaries: listAction({ type: 'market-summary', ...sections, newestFirst: true }),
  faqs: listAction({ type: 'faq', ...sections, pageSize: 100 }),
  page,
};
