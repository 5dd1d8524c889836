import { useStore } from 'zustand';
import { createLiveCalculatorStore, type LiveCalculatorState } from './live-calculator-store';

// The browser's live calculator store, apart from stores/index.ts so that only the calculator's
// pages carry it (and the estimate's code), not every page's shell.
export const liveCalculatorStore = createLiveCalculatorStore();

export function useLiveCalculator<U>(selector: (state: LiveCalculatorState) => U): U {
  return useStore(liveCalculatorStore, selector);
}
