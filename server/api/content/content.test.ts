import { beforeAll, describe, expect, it } from 'vitest';
import type { ContentFile } from '../../content';
import { loadContent } from '../../content';
import { suiteServer } from '../../testing/suite-server';
import { databaseTargets } from '../../testing/test-server';
import type { ContentEntry, ContentItemAnswer, ContentPage } from './library';
import type { SearchResult } from './search';

const file = (path: string, front: string, body: string): ContentFile => ({
  file: path,
  text: `---\n${front}\nseo: { title: "SEO title", description: "SEO description." }\n---\n\n${body}\n`,
});

const article = (n: number, extra = '') =>
  file(
    `articles/article-${n}.md`,
    `type: article\nslug: article-${n}\ntitle: "Article ${n}"\nsummary: "Summary ${n}."\npublished: 2026-01-${String(n).padStart(2, '0')}\ncategory: Budgeting\n${extra}`,
    `Body of article ${n}.`,
  );

// Thirteen articles: a first page of twelve, then one.
const fixtures: ContentFile[] = [
  ...Array.from({ length: 12 }, (_, i) => article(i + 1)),
  article(13, 'related: [articles/article-1, life-events/marriage]'),
  file(
    'articles/emergency-fund.md',
    'type: article\nslug: emergency-fund\ntitle: "Building an emergency fund"\nsummary: "Three months of expenses, saved a little at a time."\npublished: 2026-02-01\ncategory: Budgeting',
    'Keep the fund in a savings account you do not touch for everyday spending.',
  ),
  file(
    'articles/pcs-costs.md',
    'type: article\nslug: pcs-costs\ntitle: "Planning PCS costs"\nsummary: "What a move costs beyond what the government pays."\npublished: 2026-02-02\ncategory: Budgeting',
    'Before orders arrive, an emergency fund covers the deposits and travel that reimbursements repay later.',
  ),
  file(
    'life-events/marriage/index.md',
    'type: life-event\nslug: marriage\ntitle: "Getting married"\nsummary: "Money steps for newlyweds."\npublished: 2026-01-01',
    'Marriage changes your benefits.',
  ),
  file(
    'life-events/marriage/update-deers.md',
    'type: life-event-section\nslug: update-deers\nevent: marriage\norder: 2\ntitle: "Update DEERS"\nsummary: "Enroll your spouse."\npublished: 2026-01-01',
    'Enroll your spouse in DEERS.',
  ),
  file(
    'life-events/marriage/beneficiaries.md',
    'type: life-event-section\nslug: beneficiaries\nevent: marriage\norder: 1\ntitle: "Beneficiaries"\nsummary: "Name your spouse."\npublished: 2026-01-01',
    'Review your beneficiaries.',
  ),
  file(
    'pages/annual-report-2024.md',
    'type: page\nslug: annual-report-2024\npath: /annual-report/2024/\ntitle: "Annual report 2024"\nsummary: "The year in review."\npublished: 2025-03-01',
    'The association served its members.',
  ),
];

const planPage = {
  path: '/insurance-plans/term-90-plus/',
  title: 'Term 90 Plus life insurance',
  summary: 'Term life coverage to age 90.',
  text: 'Group term life insurance that can stay with you to age 90.',
};

describe.each(databaseTargets())('content api on %s', (target) => {
  const server = suiteServer(target, { seed: false });
  beforeAll(async () => {
    await loadContent(server.db, fixtures, [planPage]);
  });

  it('loads once: the same files again load nothing, changed files replace the rows', async () => {
    expect((await loadContent(server.db, fixtures, [planPage])).loaded).toBe(false);
    const fewer = await loadContent(server.db, fixtures.slice(1), [planPage]);
    expect(fewer.loaded).toBe(true);
    expect(fewer.findings).toEqual([
      'articles/article-13.md: related "articles/article-1" names no item',
    ]);
    await loadContent(server.db, fixtures, [planPage]);
    const count = await server.db
      .selectFrom('content_items')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(fixtures.length + 1);
  });

  it('pages a list with next and hasNext, newest first', async () => {
    const first = await server.call<ContentPage<ContentEntry>>(
      'content',
      'articles',
      {},
      {
        method: 'GET',
      },
    );
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(12);
    expect(first.body.data[0]?.slug).toBe('pcs-costs');
    expect(first.body).toMatchObject({ next: 12, hasNext: true });
    const second = await server.call<ContentPage<ContentEntry>>(
      'content',
      'articles',
      { next: '12' },
      { method: 'GET' },
    );
    expect(second.body.data.map((entry) => entry.slug)).toEqual([
      'article-3',
      'article-2',
      'article-1',
    ]);
    expect(second.body).toMatchObject({ next: null, hasNext: false });
    const small = await server.call<ContentPage<ContentEntry>>('content', 'articles', {
      limit: 2,
      next: 14,
    });
    expect(small.body).toMatchObject({ data: [{ slug: 'article-1' }], next: null, hasNext: false });
  });

  it('answers an item by slug with its related data, and nothing found for an unknown slug', async () => {
    const item = await server.call<ContentItemAnswer>('content', 'article', { slug: 'article-13' });
    expect(item.status).toBe(200);
    expect(item.body).toMatchObject({
      slug: 'article-13',
      path: '/membership-benefits/financial-resources/articles/article-13/',
      html: '<p>Body of article 13.</p>',
      fields: { category: 'Budgeting' },
    });
    expect(item.body.relatedData.map((related) => related.path)).toEqual([
      '/membership-benefits/financial-resources/articles/article-1/',
      '/membership-benefits/financial-resources/life-events/marriage/',
    ]);
    const unknown = await server.call('content', 'article', { slug: 'no-such-article' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Sorry, nothing found' });
    const badSlug = await server.call('content', 'article', { slug: '../etc' });
    expect(badSlug.status).toBe(400);
  });

  it('answers a life event with its sections in order, and a section', async () => {
    const event = await server.call<ContentItemAnswer>('content', 'lifeEvent', {
      slug: 'marriage',
    });
    expect(event.body.sections?.map((section) => section.slug)).toEqual([
      'beneficiaries',
      'update-deers',
    ]);
    const section = await server.call<ContentItemAnswer>('content', 'lifeEventSection', {
      event: 'marriage',
      slug: 'update-deers',
    });
    expect(section.body.html).toBe('<p>Enroll your spouse in DEERS.</p>');
    const page = await server.call<ContentItemAnswer>('content', 'page', {
      path: '/annual-report/2024/',
    });
    expect(page.body.title).toBe('Annual report 2024');
  });

  it('ranks a title match above a body match and marks the matched words', async () => {
    const answer = await server.call<ContentPage<SearchResult>>(
      'content',
      'search',
      { term: 'emergency fund' },
      { method: 'GET' },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((result) => result.path)).toEqual([
      '/membership-benefits/financial-resources/articles/emergency-fund/',
      '/membership-benefits/financial-resources/articles/pcs-costs/',
    ]);
    const excerpt = answer.body.data[1]?.excerpt ?? [];
    expect(excerpt.filter((run) => run.match).map((run) => run.text)).toEqual([
      'emergency',
      'fund',
    ]);
    expect(excerpt.map((run) => run.text).join('')).toContain('an emergency fund covers');
  });

  it('finds plan pages, pages its results and answers no result for unknown words', async () => {
    const plans = await server.call<ContentPage<SearchResult>>('content', 'search', {
      term: 'age 90',
    });
    expect(plans.body.data[0]?.path).toBe('/insurance-plans/term-90-plus/');
    const paged = await server.call<ContentPage<SearchResult>>('content', 'search', {
      term: 'article',
      limit: 5,
    });
    expect(paged.body).toMatchObject({ next: 5, hasNext: true });
    expect(paged.body.data).toHaveLength(5);
    const none = await server.call<ContentPage<SearchResult>>('content', 'search', {
      term: 'zeppelin',
    });
    expect(none.body).toEqual({ term: 'zeppelin', data: [], next: null, hasNext: false });
    const stopWords = await server.call<ContentPage<SearchResult>>('content', 'search', {
      term: 'the',
    });
    expect(stopWords.body.data).toEqual([]);
  });
});
