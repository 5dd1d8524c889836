import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../engine';
import { apiMessages, type ApiRequest, type ApiResult, type RunRequest } from '../api';
import type { ContentCard } from '../models/page-model';
import { createContentStore } from './content-store';
import { persistExpiry } from './persistence';

const card = (slug: string): ContentCard => ({
  type: 'outreach',
  slug,
  title: `Title of ${slug}`,
  summary: `Summary of ${slug}`,
  path: `/outreach/${slug}/`,
  published: '2025-03-01',
  fields: { location: 'Arlington, Virginia' },
});

const itemAnswer = (slug: string) => ({
  ...card(slug),
  html: `<p>Body of ${slug}</p>`,
  relatedData: [{ type: 'article', slug: 'a', title: 'A', summary: 'About A', path: '/a/' }],
});

/** A content api answering each call with the next of `answers`, recording what was asked. */
function api(...answers: ApiResult<unknown>[]) {
  const asked: ApiRequest<unknown>[] = [];
  const runRequest = (async <T>(request: ApiRequest<T>) => {
    asked.push(request as ApiRequest<unknown>);
    const answer = answers.shift() ?? { ok: false, message: 'Network error' };
    if (answer.ok && request.validate && !request.validate(answer.data))
      return { ok: false, message: 'Request error occurred' };
    return answer as ApiResult<T>;
  }) as RunRequest;
  return { asked, runRequest };
}

const source = { list: { action: 'outreach', limit: 2 }, item: 'outreachItem' };
const tenMinutes = persistExpiry.contentSections;
const apiError = apiMessages.apiError;
const nothingFound = apiMessages.nothingFound;

describe('content store', () => {
  it('loads a paged list and the page after it (data, next, hasNext)', async () => {
    const { asked, runRequest } = api(
      { ok: true, data: { data: [card('one'), card('two')], next: 2, hasNext: true } },
      { ok: true, data: { data: [card('three')], next: null, hasNext: false } },
    );
    const { store } = createContentStore(source, { runRequest });
    await store.getState().loadList();
    expect(store.getState().list).toMatchObject({ status: 'success', next: 2, hasNext: true });
    await store.getState().loadList(true);
    expect(store.getState().list.data.map((item) => item.slug)).toEqual(['one', 'two', 'three']);
    expect(store.getState().list.hasNext).toBe(false);
    expect(asked.map((request) => request.data)).toEqual([{ limit: 2 }, { limit: 2, next: 2 }]);
    expect(asked.every((request) => request.api === 'content' && request.method === 'GET')).toBe(
      true,
    );
  });

  it('keys an item by its slug with its relatedData', async () => {
    const { asked, runRequest } = api({ ok: true, data: itemAnswer('family-day') });
    const { store } = createContentStore(source, { runRequest });
    await store.getState().loadItem('family-day', { slug: 'family-day' });
    expect(asked[0]).toMatchObject({ action: 'outreachItem', data: { slug: 'family-day' } });
    expect(store.getState().items['family-day']).toMatchObject({
      status: 'success',
      data: {
        slug: 'family-day',
        html: '<p>Body of family-day</p>',
        relatedData: [{ title: 'A', summary: 'About A', path: '/a/' }],
        sections: [],
      },
    });
  });

  it('says nothingFound for an item answer without a slug, and for an unknown slug', async () => {
    const { slug, ...withoutSlug } = itemAnswer('family-day');
    void slug;
    const { runRequest } = api(
      { ok: true, data: withoutSlug },
      { ok: false, status: 404, message: nothingFound },
    );
    const { store } = createContentStore(source, { runRequest });
    await store.getState().loadItem('family-day', { slug: 'family-day' });
    expect(store.getState().items['family-day']).toMatchObject({
      status: 'error',
      data: null,
      errorMessage: nothingFound,
    });
    await store.getState().loadItem('no-such-item', { slug: 'no-such-item' });
    expect(store.getState().items['no-such-item']?.errorMessage).toBe(nothingFound);
  });

  it('says the generic apiError when a list or an item fails to load, keeping what it held', async () => {
    const { runRequest } = api(
      { ok: false, status: 500, message: 'Request error occurred' },
      { ok: false, message: 'Network error' },
      { ok: true, data: { data: 'not a list', next: null, hasNext: false } },
    );
    const { store } = createContentStore(source, { runRequest });
    store.getState().seedItem('kept', { ...itemAnswer('kept'), sections: [] });
    await store.getState().loadList();
    expect(store.getState().list).toMatchObject({
      status: 'error',
      errorMessage: apiError,
    });
    await store.getState().loadItem('other', { slug: 'other' });
    expect(store.getState().items.other?.errorMessage).toBe(apiError);
    await store.getState().loadList();
    expect(store.getState().list.status).toBe('error');
    expect(store.getState().items.kept?.status).toBe('success');
  });

  it('uses seeded data without asking, and never lets a seed replace what it holds', async () => {
    const { asked, runRequest } = api();
    const { store } = createContentStore(source, { runRequest });
    store.getState().seedList([card('seeded')]);
    await store.getState().loadList();
    store.getState().seedList([card('later')]);
    expect(store.getState().list.data.map((item) => item.slug)).toEqual(['seeded']);
    expect(asked).toEqual([]);
  });

  it('reads a persisted store within 10 minutes and asks the api again after them', async () => {
    const storage = memoryStorage();
    let now = 1_000_000;
    const options = {
      lifetimeMs: tenMinutes,
      persistAs: 'mba-content-outreach',
      storage: () => storage,
      now: () => now,
    };
    const first = createContentStore(source, options);
    await first.hydrate();
    first.store.getState().seedList([card('one')]);
    first.store.getState().seedItem('one', { ...itemAnswer('one'), sections: [] });
    expect(
      JSON.parse(JSON.parse(storage.entries.get('mba-content-outreach') ?? '{}').value),
    ).toMatchObject({ version: 1 });

    // A later visit, 9 minutes on: the stored list and item, no request.
    now += 9 * 60 * 1000;
    const quiet = api();
    const later = createContentStore(source, { ...options, runRequest: quiet.runRequest });
    await later.hydrate();
    await later.store.getState().loadList();
    await later.store.getState().loadItem('one', { slug: 'one' });
    expect(later.store.getState().list.data.map((item) => item.slug)).toEqual(['one']);
    expect(later.store.getState().items.one?.data?.title).toBe('Title of one');
    expect(quiet.asked).toEqual([]);

    // Past 10 minutes since it was written, the storage holds nothing and the api is asked.
    now += 2 * 60 * 1000;
    const fetched = api({ ok: true, data: { data: [card('new')], next: null, hasNext: false } });
    const expired = createContentStore(source, { ...options, runRequest: fetched.runRequest });
    await expired.hydrate();
    expect(expired.store.getState().list.status).toBe('idle');
    await expired.store.getState().loadList();
    expect(fetched.asked).toHaveLength(1);
    expect(expired.store.getState().list.data.map((item) => item.slug)).toEqual(['new']);
  });

  it('loads again an entry older than 10 minutes even when the store was written since', async () => {
    let now = 0;
    const fetched = api(
      { ok: true, data: { data: [card('fresh')], next: null, hasNext: false } },
      { ok: true, data: itemAnswer('one') },
    );
    const { store } = createContentStore(source, {
      lifetimeMs: tenMinutes,
      now: () => now,
      runRequest: fetched.runRequest,
    });
    store.getState().seedList([card('old')]);
    now = tenMinutes;
    await store.getState().loadList();
    expect(store.getState().list.data.map((item) => item.slug)).toEqual(['fresh']);
    expect(store.getState().list.loadedAt).toBe(tenMinutes);
  });

  it('drops stored entries that are not whole', async () => {
    const storage = memoryStorage();
    storage.setItem(
      'mba-content-outreach',
      JSON.stringify({
        value: JSON.stringify({
          state: {
            list: { data: [{ slug: 'x' }], next: null, hasNext: false, loadedAt: 1 },
            items: { bad: { data: { title: 'no slug' }, loadedAt: 1 } },
          },
          version: 1,
        }),
        expiresAt: Number.MAX_SAFE_INTEGER,
      }),
    );
    const { store, hydrate } = createContentStore(source, {
      persistAs: 'mba-content-outreach',
      storage: () => storage,
    });
    await hydrate();
    expect(store.getState().list.status).toBe('idle');
    expect(store.getState().items).toEqual({});
  });
});
