import type { StateStorage } from 'zustand/middleware';

/** Browser storage kept in a Map: for tests, and wherever no localStorage exists. */
export function memoryStorage(): StateStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (name) => items.get(name) ?? null,
    setItem: (name, value) => void items.set(name, value),
    removeItem: (name) => void items.delete(name),
  };
}
