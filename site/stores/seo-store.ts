import { createStore } from 'zustand/vanilla';
import { seoRequestTimeoutMs } from '../../validators';
import {
  isSeoList,
  runRequest as defaultRunner,
  apiMessages,
  type RequestStatus,
  type RunRequest,
  type SeoEntry,
} from '../api';

export type SeoMap = Readonly<Record<string, SeoEntry['seo']>>;

export interface SeoState {
  readonly entries: readonly SeoEntry[];
  readonly byPath: SeoMap;
  readonly errorMessage: string | null;
  /** The request for the whole list: idle until a page other than the first needs it. */
  readonly status: RequestStatus;
  fetchSeo(): Promise<void>;
  /** Asks for the whole list unless it has been asked for already (client navigation). */
  ensureSeo(): Promise<void>;
  /** The entry the server sent with the first page, so that page needs no request. */
  showEntry(entry: SeoEntry): void;
}

export function seoMapOf(entries: readonly SeoEntry[]): SeoMap {
  return Object.fromEntries(entries.map((entry) => [entry.path, entry.seo]));
}

export function createSeoStore(runRequest: RunRequest = defaultRunner) {
  return createStore<SeoState>()((set, get) => ({
    entries: [],
    byPath: {},
    errorMessage: null,
    status: 'idle',
    async fetchSeo() {
      set({ status: 'loading' });
      const result = await runRequest<SeoEntry[]>({
        api: 'content',
        action: 'seo',
        method: 'GET',
        validate: isSeoList,
        timeoutMs: seoRequestTimeoutMs,
      });
      // An invalid answer keeps the route table's defaults (the runner logs "validation failed").
      if (result.ok)
        set({
          entries: result.data,
          byPath: seoMapOf(result.data),
          errorMessage: null,
          status: 'success',
        });
      else set({ errorMessage: apiMessages.apiError, status: 'error' });
    },
    async ensureSeo() {
      if (get().status === 'idle') await get().fetchSeo();
    },
    showEntry(entry) {
      const entries = [...get().entries.filter((known) => known.path !== entry.path), entry];
      set({ entries, byPath: seoMapOf(entries) });
    },
  }));
}
