import { createStore } from 'zustand/vanilla';
import { persist } from 'zustand/middleware';
import type { StateStorage } from 'zustand/middleware';
import { expiringJsonStorage, persistExpiry, persistVersion } from './persistence';

export interface AgentUrl {
  readonly slug: string | null;
  readonly formId: string | null;
  readonly urlParams: Readonly<Record<string, string>>;
}

/** Long-lived visitor state (spec 4, "main": 365 days): query parameters and the agent URL. */
export interface MainState {
  readonly queryParams: Readonly<Record<string, string>>;
  readonly agentUrl: AgentUrl;
  storeQueryParams(search: string): void;
  setAgentUrl(agentUrl: AgentUrl): void;
}

export const emptyAgentUrl: AgentUrl = { slug: null, formId: null, urlParams: {} };

export function queryParamsOf(search: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(search));
}

export function createMainStore(storage?: () => StateStorage | undefined) {
  return createStore<MainState>()(
    persist(
      (set) => ({
        queryParams: {},
        agentUrl: emptyAgentUrl,
        storeQueryParams(search) {
          const incoming = queryParamsOf(search);
          if (Object.keys(incoming).length === 0) return;
          set((state) => ({ queryParams: { ...state.queryParams, ...incoming } }));
        },
        setAgentUrl(agentUrl) {
          set({ agentUrl });
        },
      }),
      {
        name: 'mba-main',
        version: persistVersion,
        storage: expiringJsonStorage(persistExpiry.main, storage),
        skipHydration: true,
        partialize: ({ queryParams, agentUrl }) => ({ queryParams, agentUrl }),
      },
    ),
  );
}
