import { createJSONStorage, type PersistStorage, type StateStorage } from 'zustand/middleware';

/** Persistence version of every store (spec 4). */
export const persistVersion = 1;

const day = 24 * 60 * 60 * 1000;

/** How long persisted state lives (spec 4, "Persisted state expires"). */
export const persistExpiry = {
  applications: 30 * day,
  ballot: day,
  electronicConsent: 365 * day,
  main: 365 * day,
  liveCalculator: 7 * day,
  contentSections: 10 * 60 * 1000,
} as const;

interface Stamped {
  readonly value: string;
  readonly expiresAt: number;
}

function isStamped(value: unknown): value is Stamped {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Stamped).value === 'string' &&
    typeof (value as Stamped).expiresAt === 'number'
  );
}

export function browserStorage(): StateStorage | undefined {
  return typeof localStorage === 'undefined' ? undefined : localStorage;
}

/** Wraps a storage so each entry is dropped once older than `lifetimeMs`. */
export function expiringStorage(
  lifetimeMs: number,
  base: () => StateStorage | undefined = browserStorage,
  now: () => number = Date.now,
): StateStorage {
  return {
    getItem(name) {
      const raw = base()?.getItem(name);
      if (typeof raw !== 'string') return null;
      try {
        const parsed: unknown = JSON.parse(raw);
        if (isStamped(parsed) && parsed.expiresAt > now()) return parsed.value;
      } catch {
        // An unreadable entry is treated like an expired one.
      }
      base()?.removeItem(name);
      return null;
    },
    setItem(name, value) {
      base()?.setItem(name, JSON.stringify({ value, expiresAt: now() + lifetimeMs }));
    },
    removeItem(name) {
      base()?.removeItem(name);
    },
  };
}

export function expiringJsonStorage<S>(
  lifetimeMs: number,
  base?: () => StateStorage | undefined,
  now?: () => number,
): PersistStorage<S> | undefined {
  return createJSONStorage<S>(() => expiringStorage(lifetimeMs, base, now));
}
