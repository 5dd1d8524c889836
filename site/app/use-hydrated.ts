import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False in the prerender and while hydrating its HTML, true once the page runs in the browser:
 * what the prerendered HTML cannot know (a link's query) is read only then, so hydration matches.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
