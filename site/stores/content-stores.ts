import { createContentStore, type ContentSource, type ContentStoreHandle } from './content-store';
import { persistExpiry } from './persistence';

// A list page asks for every item of its type at once (as its prerendered page shows them); the
// api's maximum page, so a type that outgrows it gets "next" and the page's More button.
const whole = 100;

/** What each content type's store loads, by the subject of its route (site/routes). */
const sources: Readonly<Record<string, ContentSource>> = {
  // The financial resources hub shows the four newest articles.
  'financial-resources': { list: { action: 'articles', limit: 4 } },
  article: { list: { action: 'articles', limit: whole }, item: 'article' },
  video: { list: { action: 'videos', limit: whole }, item: 'video' },
  'get-educated': { list: { action: 'getEducated', limit: whole }, item: 'getEducatedItem' },
  'life-event': { list: { action: 'lifeEvents', limit: whole }, item: 'lifeEvent' },
  'life-event-section': { item: 'lifeEventSection' },
  'military-resource': { list: { action: 'militaryResources', limit: whole } },
  outreach: { list: { action: 'outreach', limit: whole }, item: 'outreachItem' },
  'e-seminar': { list: { action: 'eSeminars', limit: whole } },
  'market-summary': { list: { action: 'marketSummaries', limit: whole } },
  faq: { list: { action: 'faqs', limit: whole } },
  page: { item: 'page' },
};

/** Spec §4: e-seminars, life events, military resources, outreach and their sections: 10 minutes. */
const keptTenMinutes = new Set([
  'e-seminar',
  'life-event',
  'life-event-section',
  'military-resource',
  'outreach',
]);

const handles = new Map<string, ContentStoreHandle>();

/** The browser's single store of a content type, made when a page first asks for it. */
export function contentStoreOf(type: string): ContentStoreHandle | undefined {
  const source = sources[type];
  if (!source) return undefined;
  let handle = handles.get(type);
  if (!handle) {
    handle = createContentStore(
      source,
      keptTenMinutes.has(type)
        ? { lifetimeMs: persistExpiry.contentSections, persistAs: `mba-content-${type}` }
        : {},
    );
    handles.set(type, handle);
  }
  return handle;
}
