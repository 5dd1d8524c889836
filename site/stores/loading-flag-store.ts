import { createStore } from 'zustand/vanilla';

/** Spec 3's loading-flag-only stores (digital sign-up and events, the contact form, ...). */
export interface LoadingFlagState {
  readonly loading: boolean;
  setLoading(loading: boolean): void;
}

export function createLoadingFlagStore() {
  return createStore<LoadingFlagState>()((set) => ({
    loading: false,
    setLoading: (loading) => set({ loading }),
  }));
}

/** Runs a request with the store's flag raised, lowered again however the request ends. */
export async function whileLoading<T>(
  store: { getState(): LoadingFlagState },
  request: () => Promise<T>,
): Promise<T> {
  store.getState().setLoading(true);
  try {
    return await request();
  } finally {
    store.getState().setLoading(false);
  }
}
