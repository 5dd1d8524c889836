import { useEffect } from 'react';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type { ContentCard, ContentLink, PageModel } from '../../models/page-model';
import type { RouteEntry } from '../../routes';
import type { ContentItemData } from '../../stores/content-answers';
import { contentStoreOf } from '../../stores/content-stores';
import type { ContentStoreState } from '../../stores/content-store';

export type ContentModelState =
  | {
      readonly status: 'ready';
      readonly model: PageModel;
      /** Set while a list has a page after the last it shows (spec §3 hasNext). */
      readonly more?: { readonly loading: boolean; load(): void };
    }
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly message: string };

type ItemModel = Extract<PageModel, { kind: 'contentItem' }>;

/** What the page's route names: the store of its type and the item's key and query. */
interface ItemTarget {
  readonly type: string;
  readonly key: string;
  readonly query: Readonly<Record<string, string>>;
}

function itemTarget(
  entry: RouteEntry,
  params: Readonly<Record<string, string | undefined>>,
): ItemTarget {
  const type = entry.subject ?? '';
  if (type === 'page') return { type, key: entry.path, query: { path: entry.path } };
  const slug = params.slug ?? '';
  if (type === 'life-event-section') {
    const event = params.event ?? '';
    return { type, key: `${event}/${slug}`, query: { event, slug } };
  }
  return { type, key: slug, query: { slug } };
}

const itemData = (model: ItemModel): ContentItemData => ({
  ...model.item,
  html: model.item.html ?? '',
  relatedData: model.related,
  sections: model.item.type === 'life-event' ? model.sections : [],
});

/** A section's life event as its page shows it: a link and the event's steps. */
interface EventOfSection {
  readonly link: ContentLink;
  readonly sections: readonly ContentCard[];
}

function itemModel(data: ContentItemData, event: EventOfSection | undefined): ItemModel {
  const { relatedData, sections, ...item } = data;
  return {
    kind: 'contentItem',
    item,
    related: relatedData,
    sections: event ? event.sections : sections,
    ...(event ? { parent: event.link } : {}),
  };
}

const eventOf = (data: ContentItemData): EventOfSection => ({
  link: { title: data.title, path: data.path, summary: data.summary },
  sections: data.sections,
});

// A store to read when a route names no content type: it stays empty.
const noStore = createStore<ContentStoreState>()(() => ({
  list: { data: [], next: null, hasNext: false, status: 'idle', errorMessage: null, loadedAt: 0 },
  items: {},
  seedList: () => undefined,
  seedItem: () => undefined,
  loadList: () => Promise.resolve(),
  loadItem: () => Promise.resolve(),
}));

/**
 * A content list page's items through its type's store (spec §3): the prerendered page's model
 * seeds the store, so the first paint is the HTML; a later visit reads the store while it is
 * fresh and asks the content api once it is not.
 */
export function useContentList(entry: RouteEntry, seed: PageModel | null): ContentModelState {
  const handle = contentStoreOf(entry.subject ?? '');
  const store = handle?.store ?? noStore;
  const list = useStore(store, (state) => state.list);
  const seeded = seed?.kind === 'contentList' ? seed : undefined;
  useEffect(() => {
    if (!handle) return;
    void handle.hydrate().then(() => {
      if (seeded) handle.store.getState().seedList(seeded.items);
      return handle.store.getState().loadList();
    });
  }, [handle, seeded]);
  const items = list.status === 'success' || list.data.length > 0 ? list.data : seeded?.items;
  const more =
    handle && list.hasNext && entry.subject !== 'financial-resources'
      ? {
          loading: list.status === 'loading',
          load: () => void handle.store.getState().loadList(true),
        }
      : undefined;
  if (items)
    return { status: 'ready', model: { kind: 'contentList', items }, ...(more ? { more } : {}) };
  if (list.status === 'error') return { status: 'error', message: list.errorMessage ?? '' };
  return handle
    ? { status: 'loading' }
    : { status: 'ready', model: { kind: 'contentList', items: [] } };
}

/** A content item page's item through its type's store, as `useContentList` does for lists. */
export function useContentItem(
  entry: RouteEntry,
  params: Readonly<Record<string, string | undefined>>,
  seed: PageModel | null,
): ContentModelState {
  const target = itemTarget(entry, params);
  const handle = contentStoreOf(target.type);
  const events = target.type === 'life-event-section' ? contentStoreOf('life-event') : undefined;
  const kept = useStore(handle?.store ?? noStore, (state) => state.items[target.key]);
  const eventKey = target.query.event ?? '';
  const event = useStore(events?.store ?? noStore, (state) => state.items[eventKey]);
  const seeded = seed?.kind === 'contentItem' ? seed : undefined;
  const { key } = target;
  const queryText = JSON.stringify(target.query);
  useEffect(() => {
    if (!handle) return;
    const query = JSON.parse(queryText) as Record<string, string>;
    void handle.hydrate().then(() => {
      if (seeded) handle.store.getState().seedItem(key, itemData(seeded));
      return handle.store.getState().loadItem(key, query);
    });
    // A section shows its life event's steps: the event is read from the life events' store.
    if (events && !seeded)
      void events
        .hydrate()
        .then(() => events.store.getState().loadItem(eventKey, { slug: eventKey }));
  }, [handle, events, seeded, key, eventKey, queryText]);
  const parent = event?.data
    ? eventOf(event.data)
    : seeded?.parent
      ? { link: seeded.parent, sections: seeded.sections }
      : undefined;
  if (kept?.data && (!events || parent))
    return { status: 'ready', model: itemModel(kept.data, parent) };
  if (seeded) return { status: 'ready', model: seeded };
  const failed = kept?.status === 'error' ? kept : event?.status === 'error' ? event : undefined;
  if (failed) return { status: 'error', message: failed.errorMessage ?? '' };
  return { status: 'loading' };
}
