import { persist, type StateStorage } from 'zustand/middleware';
import { createStore, type StateCreator, type StoreApi } from 'zustand/vanilla';
import type { ContentCard } from '../models/page-model';
import {
  apiMessages,
  runRequest as defaultRunner,
  type RequestStatus,
  type RunRequest,
} from '../api';
import {
  contentItemOf,
  hasSlug,
  isContentListAnswer,
  type ContentItemData,
  type ContentListAnswer,
} from './content-answers';
import { expiringJsonStorage, persistVersion } from './persistence';
import { isRecord } from '../../validators';

/** What a content type's store asks the content api for (spec §7). */
export interface ContentSource {
  /** The list action and how many items a page asks for. */
  readonly list?: { readonly action: string; readonly limit: number };
  /** The item action; its answer is keyed by slug (or by path for pages). */
  readonly item?: string;
}

interface Loaded {
  readonly status: RequestStatus;
  readonly errorMessage: string | null;
  /** When the data was loaded or seeded; older than the store's lifetime, it is loaded again. */
  readonly loadedAt: number;
}

/** Spec §3 paged lists: data, next and hasNext. */
export interface ContentList extends Loaded, ContentListAnswer {}

export interface ContentItemEntry extends Loaded {
  readonly data: ContentItemData | null;
}

export interface ContentStoreState {
  readonly list: ContentList;
  readonly items: Readonly<Record<string, ContentItemEntry>>;
  /** The list as a prerendered page showed it, unless the store holds one already. */
  seedList(data: readonly ContentCard[]): void;
  seedItem(key: string, data: ContentItemData): void;
  /** The first page, unless held and fresh; `more` asks for the page after the last. */
  loadList(more?: boolean): Promise<void>;
  /** The item under `key`, unless held and fresh; `query` is what the item action needs. */
  loadItem(key: string, query: Readonly<Record<string, string>>): Promise<void>;
}

/** A content type's store and the read of what the browser kept of it (once, when first needed). */
export interface ContentStoreHandle {
  readonly store: StoreApi<ContentStoreState>;
  hydrate(): Promise<void>;
}

export interface ContentStoreOptions {
  readonly runRequest?: RunRequest;
  readonly now?: () => number;
  /** How long loaded data is used before it is loaded again; by default for the whole visit. */
  readonly lifetimeMs?: number;
  /** Set for the stores spec §4 keeps in the browser: the storage entry's name. */
  readonly persistAs?: string;
  readonly storage?: () => StateStorage | undefined;
}

const emptyList: ContentList = {
  data: [],
  next: null,
  hasNext: false,
  status: 'idle',
  errorMessage: null,
  loadedAt: 0,
};

type Persisted = Pick<ContentStoreState, 'list' | 'items'>;

/** A stored list or item is used only when it is whole; anything else stored is dropped. */
function storedList(value: unknown): ContentList | undefined {
  if (!isRecord(value) || typeof value.loadedAt !== 'number') return undefined;
  return isContentListAnswer(value)
    ? {
        data: value.data,
        next: value.next,
        hasNext: value.hasNext,
        status: 'success',
        errorMessage: null,
        loadedAt: value.loadedAt,
      }
    : undefined;
}

function storedItems(value: unknown): Record<string, ContentItemEntry> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, entry]) => {
      if (!isRecord(entry) || typeof entry.loadedAt !== 'number') return [];
      const data = contentItemOf(entry.data);
      return data
        ? [[key, { data, status: 'success', errorMessage: null, loadedAt: entry.loadedAt }]]
        : [];
    }),
  );
}

const newer = <T extends Loaded>(a: T | undefined, b: T | undefined): T | undefined =>
  !a ? b : !b ? a : a.loadedAt >= b.loadedAt ? a : b;

/**
 * The store of one content type: its list and its items by key (spec §3 "Other stores"). A load
 * that fails keeps what was shown and says apiError; an item answer without a slug says
 * nothingFound (spec §8), as does the server's 404 for an unknown slug.
 */
export function createContentStore(
  source: ContentSource,
  options: ContentStoreOptions = {},
): ContentStoreHandle {
  const runRequest = options.runRequest ?? defaultRunner;
  const now = options.now ?? Date.now;
  const lifetimeMs = options.lifetimeMs ?? Number.POSITIVE_INFINITY;
  const fresh = (entry: Loaded | undefined) =>
    entry?.status === 'success' && now() - entry.loadedAt < lifetimeMs;

  const creator: StateCreator<ContentStoreState> = (set, get) => ({
    list: emptyList,
    items: {},
    seedList(data) {
      if (get().list.status !== 'idle') return;
      set({
        list: {
          data,
          next: null,
          hasNext: false,
          status: 'success',
          errorMessage: null,
          loadedAt: now(),
        },
      });
    },
    seedItem(key, data) {
      if (get().items[key]) return;
      set((state) => ({
        items: {
          ...state.items,
          [key]: { data, status: 'success', errorMessage: null, loadedAt: now() },
        },
      }));
    },
    async loadList(more = false) {
      const kept = get().list;
      if (!source.list || kept.status === 'loading') return;
      if (more ? !kept.hasNext : fresh(kept)) return;
      set({ list: { ...kept, status: 'loading', errorMessage: null } });
      const result = await runRequest<ContentListAnswer>({
        api: 'content',
        action: source.list.action,
        method: 'GET',
        data: {
          limit: source.list.limit,
          ...(more && kept.next !== null ? { next: kept.next } : {}),
        },
        validate: isContentListAnswer,
      });
      if (!result.ok) {
        set({ list: { ...get().list, status: 'error', errorMessage: apiMessages.apiError } });
        return;
      }
      set({
        list: {
          data: more ? [...kept.data, ...result.data.data] : result.data.data,
          next: result.data.next,
          hasNext: result.data.hasNext,
          status: 'success',
          errorMessage: null,
          loadedAt: now(),
        },
      });
    },
    async loadItem(key, query) {
      const kept = get().items[key];
      if (!source.item || kept?.status === 'loading' || fresh(kept)) return;
      const put = (entry: ContentItemEntry) =>
        set((state) => ({ items: { ...state.items, [key]: entry } }));
      const data = kept?.data ?? null;
      put({ data, status: 'loading', errorMessage: null, loadedAt: kept?.loadedAt ?? 0 });
      const result = await runRequest<unknown>({
        api: 'content',
        action: source.item,
        method: 'GET',
        data: query,
      });
      const failed = (errorMessage: string) =>
        put({ data, status: 'error', errorMessage, loadedAt: kept?.loadedAt ?? 0 });
      if (!result.ok) {
        failed(result.status === 404 ? apiMessages.nothingFound : apiMessages.apiError);
        return;
      }
      if (!hasSlug(result.data)) {
        failed(apiMessages.nothingFound);
        return;
      }
      const item = contentItemOf(result.data);
      if (item) put({ data: item, status: 'success', errorMessage: null, loadedAt: now() });
      else failed(apiMessages.apiError);
    },
  });

  if (!options.persistAs)
    return { store: createStore<ContentStoreState>()(creator), hydrate: () => Promise.resolve() };

  const store = createStore<ContentStoreState>()(
    persist(creator, {
      name: options.persistAs,
      version: persistVersion,
      storage: expiringJsonStorage<Persisted>(lifetimeMs, options.storage, options.now),
      // Read when a page first needs the store, after hydration, so the prerendered HTML matches.
      skipHydration: true,
      partialize: ({ list, items }) => ({
        list: list.status === 'success' ? list : emptyList,
        items: Object.fromEntries(
          Object.entries(items).filter(([, entry]) => entry.status === 'success'),
        ),
      }),
      // What the page already holds and what was stored: the newer of each is kept.
      merge: (persisted, current) => {
        const stored = isRecord(persisted) ? persisted : {};
        const list = newer(
          current.list.status === 'success' ? current.list : undefined,
          storedList(stored.list),
        );
        const items = { ...storedItems(stored.items) };
        for (const [key, entry] of Object.entries(current.items)) {
          const kept = newer(entry.status === 'success' ? entry : undefined, items[key]);
          items[key] = kept ?? entry;
        }
        return { ...current, list: list ?? current.list, items };
      },
    }),
  );
  let hydrated: Promise<void> | undefined;
  const hydrate = (): Promise<void> => (hydrated ??= Promise.resolve(store.persist.rehydrate()));
  return { store, hydrate };
}
