import { isFormPath } from '../routes/layout-rules';
import { mainStore } from '../stores/main-store-instance';
import { storeUtmCookies, trackPageView } from '../tracking';

export interface VisitedLocation {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}

/** What every page shown does (spec 2, "Layout behaviour"): query parameters, UTM cookies, page view. */
export function recordVisit({ pathname, search, hash }: VisitedLocation): void {
  mainStore.getState().storeQueryParams(search);
  storeUtmCookies(search);
  if (isFormPath(pathname)) trackPageView({ pathname, search, hash });
}

let arrival: string | null = null;

/**
 * The page the browser loaded, recorded once: by the boot before any app code arrives, and again
 * by RouteEffects on hydration, which then finds it done (the first page view is counted once).
 */
export function recordArrival(location: VisitedLocation): void {
  const seen = `${location.pathname}${location.search}${location.hash}`;
  if (arrival === seen) return;
  arrival = seen;
  // The persisted parameters are read first (localStorage is synchronous), so new ones add to them.
  if (!mainStore.persist.hasHydrated()) void mainStore.persist.rehydrate();
  recordVisit(location);
}
