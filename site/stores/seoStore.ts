import { createStore } from 'zustand/vanilla';
import { seoRequestTimeoutMs } from '../../validators';
import {
  isSeoList,
  runRequest as defaultRunner,
  apiMessages,
  type RunRequest,
  type SeoEntry,
} from '../api';

export type SeoMap = Readonly<Record<string, SeoEntry['seo']>>;

export interface SeoState {
  readonly entries: readonly SeoEntry[];
  readonly byPath: SeoMap;
  readonly errorMessage: string | null;
  fetchSeo(): Promise<void>;
}

export function seoMapOf(entries: readonly SeoEntry[]): SeoMap {
  return Object.fromEntries(entries.map((entry) => [entry.path, entry.seo]));
}

export function createSeoStore(runRequest: RunRequest = defaultRunner) {
  return createStore<SeoState>()((set) => ({
    entries: [],
    byPath: {},
    errorMessage: null,
    async fetchSeo() {
      const result = await runRequest<SeoEntry[]>({
        api: 'content',
        action: 'seo',
        method: 'GET',
        validate: isSeoList,
        timeoutMs: seoRequestTimeoutMs,
      });
      // An invalid answer keeps the route table's defaults (the runner logs "validation failed").
      if (result.ok)
        set({ entries: result.data, byPath: seoMapOf(result.data), errorMessage: null });
      else set({ errorMessage: apiMessages.apiError });
    },
  }));
}
