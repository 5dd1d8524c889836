// Build-time: the content pages of content/ (issue 23) as prerendered route entries with their
// page models, rendered with the same code the server loads them with (server/content/).
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  checkContent,
  itemPath,
  plainText,
  readContentFiles,
  renderMarkdown,
  type ContentItem,
} from '../../server/content';
import type { ContentCard, ContentLink, PageModel } from '../../site/models/page-model';
import type { RouteEntry } from '../../site/routes';

const contentDir = join(fileURLToPath(new URL('../..', import.meta.url)), 'content');

interface ContentPrerender {
  readonly entry: RouteEntry;
  readonly model: PageModel;
}

const organization = { '@type': 'Organization', name: 'MBA' };

function cardOf(item: ContentItem, withHtml: boolean): ContentCard {
  const { type, slug, title, summary, published, updated, related, seo, ...fields } = item.front;
  void related;
  void seo;
  const own = Object.fromEntries(
    Object.entries(fields).filter(
      (entry): entry is [string, string | number] =>
        typeof entry[1] === 'string' || typeof entry[1] === 'number',
    ),
  );
  return {
    type,
    slug,
    title,
    summary,
    path: itemPath(item.front),
    published,
    ...(updated ? { updated } : {}),
    fields: own,
    ...(withHtml ? { html: renderMarkdown(item.body) } : {}),
  };
}

const linkOf = (item: ContentItem): ContentLink => ({
  title: item.front.title,
  path: itemPath(item.front),
  summary: item.front.summary,
});

const byOrder = (a: ContentItem, b: ContentItem) =>
  (a.front.order ?? 0) - (b.front.order ?? 0) || a.front.title.localeCompare(b.front.title);
const newestFirst = (a: ContentItem, b: ContentItem) =>
  b.front.published.localeCompare(a.front.published) || a.front.title.localeCompare(b.front.title);

/** Types whose list pages show each item whole, with anchors, rather than linking to it. */
const shownWhole = new Set(['military-resource', 'market-summary', 'e-seminar', 'faq']);
const listOrder: Record<string, (a: ContentItem, b: ContentItem) => number> = {
  'military-resource': byOrder,
  'life-event': (a, b) => a.front.title.localeCompare(b.front.title),
  faq: byOrder,
};

function articleJsonLd(item: ContentItem, origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: item.front.title,
    description: item.front.summary,
    datePublished: item.front.published,
    dateModified: item.front.updated ?? item.front.published,
    author: organization,
    publisher: organization,
    mainEntityOfPage: `${origin}${itemPath(item.front)}`,
  };
}

function faqJsonLd(faqs: readonly ContentItem[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.front.title,
      acceptedAnswer: { '@type': 'Answer', text: plainText(renderMarkdown(faq.body)) },
    })),
  };
}

/**
 * Every content page to prerender: the list pages of `listRoutes` (by their subject, a content
 * type) and each item with a page of its own, under its item route (`itemRoutes` by subject).
 */
export function contentPrerenders(
  listRoutes: readonly RouteEntry[],
  itemRoutes: readonly RouteEntry[],
  origin: string,
  dir = contentDir,
): ContentPrerender[] {
  const { items, findings } = checkContent(readContentFiles(dir));
  if (findings.length > 0) throw new Error(`content/ has problems: ${findings.join('; ')}`);
  const ofType = (type: string) => items.filter((item) => item.front.type === type);
  const byKey = new Map(items.map((item) => [item.key, item]));
  const pages: ContentPrerender[] = [];
  for (const entry of listRoutes) {
    const type = entry.subject ?? '';
    const listed =
      type === 'financial-resources'
        ? ofType('article').sort(newestFirst).slice(0, 4)
        : ofType(type).sort(listOrder[type] ?? newestFirst);
    pages.push({
      entry,
      model: {
        kind: 'contentList',
        items: listed.map((item) => cardOf(item, shownWhole.has(type))),
        ...(type === 'faq' ? { jsonLd: faqJsonLd(listed) } : {}),
      },
    });
  }
  const routeFor = new Map(itemRoutes.map((entry) => [entry.subject ?? '', entry]));
  for (const item of items) {
    const route = routeFor.get(item.front.type);
    if (!route) continue;
    const event = item.front.event;
    const sectionsOf = (slug: string) =>
      items.filter((other) => other.front.event === slug).sort(byOrder);
    const sections =
      item.front.type === 'life-event'
        ? sectionsOf(item.front.slug)
        : event !== undefined
          ? sectionsOf(event)
          : [];
    const parent = event === undefined ? undefined : byKey.get(`life-events/${event}`);
    const related = (item.front.related ?? []).flatMap((key) => {
      const found = byKey.get(key);
      return found ? [linkOf(found)] : [];
    });
    const isArticle = item.front.type === 'article' || item.front.type === 'get-educated';
    pages.push({
      entry: {
        ...route,
        path: itemPath(item.front),
        prerender: true,
        title: item.front.seo.title,
        description: item.front.seo.description,
      },
      model: {
        kind: 'contentItem',
        item: cardOf(item, true),
        related,
        sections: sections.map((section) => cardOf(section, false)),
        ...(parent ? { parent: linkOf(parent) } : {}),
        ...(isArticle ? { jsonLd: articleJsonLd(item, origin) } : {}),
      },
    });
  }
  return pages;
}
