import { createStore } from 'zustand/vanilla';
import { persist, type StateStorage } from 'zustand/middleware';
import { expiringJsonStorage, persistExpiry, persistVersion } from './persistence';

/**
 * Spec 4 "Electronic consent": loading, then acquired (anonymous) or acquiredTemp (a member's,
 * which the server keeps against the account). Persisted for 365 days.
 */
export type ElectronicConsentStatus = 'idle' | 'loading' | 'acquired' | 'acquiredTemp' | 'error';

export interface ElectronicConsentState {
  readonly status: ElectronicConsentStatus;
  start(): void;
  acquired(by: 'visitor' | 'member'): void;
  failed(): void;
  /** Withdrawn, or found not given. */
  cleared(): void;
}

export function createElectronicConsentStore(storage?: () => StateStorage | undefined) {
  return createStore<ElectronicConsentState>()(
    persist(
      (set) => ({
        status: 'idle',
        start: () => set({ status: 'loading' }),
        acquired: (by) => set({ status: by === 'member' ? 'acquiredTemp' : 'acquired' }),
        failed: () => set({ status: 'error' }),
        cleared: () => set({ status: 'idle' }),
      }),
      {
        name: 'mba-electronic-consent',
        version: persistVersion,
        storage: expiringJsonStorage(persistExpiry.electronicConsent, storage),
        skipHydration: true,
        // A request cut off by leaving the page is not a state to come back to.
        partialize: ({ status }) => ({
          status: status === 'acquired' || status === 'acquiredTemp' ? status : 'idle',
        }),
      },
    ),
  );
}
