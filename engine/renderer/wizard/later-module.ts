import { useEffect, useState } from 'react';

/**
 * A module an application's first step does not need (the review, the confirmation, the
 * migrations of older saved answers), kept out of the route's JavaScript (the 150 KB budget) and
 * fetched once: called early to prefetch it, then read at once from `loaded` where it is shown,
 * with no loading state when the prefetch has come back.
 */
export interface LaterModule<T> {
  (): Promise<T>;
  /** The module, once it has loaded. */
  readonly loaded: T | undefined;
}

/** `load` run once; after a failure (the connection lost) the next call tries again. */
export function laterModule<T>(load: () => Promise<T>): LaterModule<T> {
  let pending: Promise<T> | undefined;
  let loaded: T | undefined;
  const fetchOnce = () => {
    pending ??= load().then(
      (module) => {
        loaded = module;
        return module;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  return Object.defineProperty(fetchOnce, 'loaded', { get: () => loaded }) as LaterModule<T>;
}

export type LaterModuleState<T> =
  { status: 'loading' } | { status: 'ready'; module: T } | { status: 'failed'; retry(): void };

/** The module for a component that shows it: fetched when it mounts unless loaded already. */
export function useLaterModule<T>(later: LaterModule<T>): LaterModuleState<T> {
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  const [module, setModule] = useState<T | undefined>(() => later.loaded);
  useEffect(() => {
    if (module !== undefined) return;
    let live = true;
    later().then(
      (loaded) => {
        if (live) setModule(() => loaded);
      },
      (error: unknown) => {
        console.error(error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [later, attempt, module]);
  if (module !== undefined) return { status: 'ready', module };
  if (failed)
    return {
      status: 'failed',
      retry: () => {
        setFailed(false);
        setAttempt((count) => count + 1);
      },
    };
  return { status: 'loading' };
}
