import { createStore } from 'zustand/vanilla';
import { isStateCode } from '../../validators';

export type ExistingOrNew = 'existing' | 'new';

/** The apply-insurance form of spec section 3: the two answers the apply entry pages ask. */
export interface ApplyInsuranceAnswers {
  readonly existingOrNew: ExistingOrNew | null;
  readonly resideIn: string | null;
}

export interface ApplyInsuranceState extends ApplyInsuranceAnswers {
  /** Keeps both answers at once, so the plans shown always match a complete answer. */
  save(answers: { existingOrNew: ExistingOrNew; resideIn: string }): void;
  clear(): void;
}

export function isExistingOrNew(value: unknown): value is ExistingOrNew {
  return value === 'existing' || value === 'new';
}

// Not persisted: spec section 4 gives no lifetime for it, and the answers are asked again quickly.
export function createApplyInsuranceStore() {
  return createStore<ApplyInsuranceState>()((set) => ({
    existingOrNew: null,
    resideIn: null,
    save: ({ existingOrNew, resideIn }) => {
      if (isExistingOrNew(existingOrNew) && isStateCode(resideIn)) set({ existingOrNew, resideIn });
    },
    clear: () => set({ existingOrNew: null, resideIn: null }),
  }));
}
