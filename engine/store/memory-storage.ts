import type { StateStorage } from 'zustand/middleware';

/** Browser storage kept in a Map (tests of the stores, here and in site/). */
export function memoryStorage(): StateStorage & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (name) => entries.get(name) ?? null,
    setItem: (name, value) => void entries.set(name, value),
    removeItem: (name) => void entries.delete(name),
  };
}
