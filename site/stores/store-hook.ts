import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';

type State<S> = S extends StoreApi<infer T> ? T : never;

/** A React hook reading one store instance through a selector. */
export function storeHook<S extends StoreApi<object>>(store: S) {
  return <U>(selector: (state: State<S>) => U): U =>
    useStore(store, selector as (state: object) => U);
}
