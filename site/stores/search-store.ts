import { createStore } from 'zustand/vanilla';
import { apiMessages, runRequest as defaultRunner, type RunRequest } from '../api';

/** A run of a result's title or excerpt; `match` marks the words searched for. */
export interface TextRun {
  readonly text: string;
  readonly match: boolean;
}

export interface SearchResult {
  readonly type: string;
  readonly title: readonly TextRun[];
  readonly path: string;
  readonly summary: string;
  readonly excerpt: readonly TextRun[];
}

interface SearchAnswer {
  readonly data: readonly SearchResult[];
  readonly next: number | null;
  readonly hasNext: boolean;
}

/** Spec §3: search results keyed by term, each with data, next and hasNext. */
export interface TermResults extends SearchAnswer {
  readonly status: 'loading' | 'success' | 'error';
  readonly errorMessage: string | null;
}

export interface SearchState {
  readonly byTerm: Readonly<Record<string, TermResults>>;
  /** The first page of a term, unless kept already; `more` asks for the page after the last. */
  search(term: string, more?: boolean): Promise<void>;
}

const isRuns = (value: unknown): value is TextRun[] =>
  Array.isArray(value) &&
  value.every(
    (run: unknown) =>
      typeof run === 'object' &&
      run !== null &&
      typeof (run as TextRun).text === 'string' &&
      typeof (run as TextRun).match === 'boolean',
  );

export function isSearchAnswer(body: unknown): body is SearchAnswer {
  if (typeof body !== 'object' || body === null) return false;
  const answer = body as SearchAnswer;
  return (
    typeof answer.hasNext === 'boolean' &&
    (answer.next === null || typeof answer.next === 'number') &&
    Array.isArray(answer.data) &&
    answer.data.every(
      (result) =>
        typeof result.path === 'string' &&
        typeof result.summary === 'string' &&
        isRuns(result.title) &&
        isRuns(result.excerpt),
    )
  );
}

const empty: TermResults = {
  data: [],
  next: null,
  hasNext: false,
  status: 'loading',
  errorMessage: null,
};

export function createSearchStore(runRequest: RunRequest = defaultRunner) {
  return createStore<SearchState>()((set, get) => ({
    byTerm: {},
    async search(term, more = false) {
      const kept = get().byTerm[term];
      if (!more && kept && kept.status !== 'error') return;
      if (more && (!kept?.hasNext || kept.status === 'loading')) return;
      const before = more && kept ? kept : empty;
      const put = (results: TermResults) =>
        set((state) => ({ byTerm: { ...state.byTerm, [term]: results } }));
      put({ ...before, status: 'loading', errorMessage: null });
      const result = await runRequest<SearchAnswer>({
        api: 'content',
        action: 'search',
        method: 'GET',
        data: { term, ...(more && before.next !== null ? { next: before.next } : {}) },
        validate: isSearchAnswer,
      });
      if (result.ok)
        put({
          data: [...before.data, ...result.data.data],
          next: result.data.next,
          hasNext: result.data.hasNext,
          status: 'success',
          errorMessage: null,
        });
      else put({ ...before, status: 'error', errorMessage: apiMessages.apiError });
    },
  }));
}

export const searchStore = createSearchStore();
