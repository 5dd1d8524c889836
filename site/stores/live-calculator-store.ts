import { persist, type StateStorage } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import {
  emptyLiveCalculatorAnswers,
  liveCalculatorEstimate,
  liveCalculatorFields,
  type LiveCalculatorAnswers,
  type LiveCalculatorField,
} from '../../validators';
import type { RequestStatus } from '../api';
import { expiringJsonStorage, persistExpiry, persistVersion } from './persistence';

/** Spec 3's live calculator form: the answers, the estimation, the e-mail and PDF statuses. */
export interface LiveCalculatorState {
  readonly answers: LiveCalculatorAnswers;
  /** The coverage the answers call for, in dollars; follows every answer. */
  readonly estimation: number;
  readonly emailStatus: RequestStatus;
  readonly pdfStatus: RequestStatus;
  answer(field: LiveCalculatorField, value: string): void;
  setEmailStatus(status: RequestStatus): void;
  setPdfStatus(status: RequestStatus): void;
  clear(): void;
}

/** Stored answers that are strings, over the defaults; anything else stored is dropped. */
function readAnswers(stored: unknown): LiveCalculatorAnswers {
  const answers = { ...emptyLiveCalculatorAnswers };
  if (typeof stored !== 'object' || stored === null) return answers;
  for (const field of liveCalculatorFields) {
    const value = (stored as Record<string, unknown>)[field];
    if (typeof value === 'string' && value.length <= 30) answers[field] = value;
  }
  return answers;
}

const initial = {
  answers: emptyLiveCalculatorAnswers,
  estimation: 0,
  emailStatus: 'idle',
  pdfStatus: 'idle',
} as const;

/** Kept 7 days in the browser (spec 4); hydrated by the calculator once it is on screen. */
export function createLiveCalculatorStore(
  storage?: () => StateStorage | undefined,
  now?: () => number,
) {
  return createStore<LiveCalculatorState>()(
    persist(
      (set) => ({
        ...initial,
        answer: (field, value) =>
          set((state) => {
            const answers = { ...state.answers, [field]: value };
            return { answers, estimation: liveCalculatorEstimate(answers).total };
          }),
        setEmailStatus: (emailStatus) => set({ emailStatus }),
        setPdfStatus: (pdfStatus) => set({ pdfStatus }),
        clear: () => set(initial),
      }),
      {
        name: 'mba-live-calculator',
        version: persistVersion,
        storage: expiringJsonStorage(persistExpiry.liveCalculator, storage, now),
        skipHydration: true,
        partialize: ({ answers, estimation }) => ({ answers, estimation }),
        merge: (persisted, current) => {
          const answers = readAnswers((persisted as { answers?: unknown } | undefined)?.answers);
          return { ...current, answers, estimation: liveCalculatorEstimate(answers).total };
        },
      },
    ),
  );
}
