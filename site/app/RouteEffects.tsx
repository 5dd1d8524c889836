import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { recordArrival, recordVisit } from '../client/page-arrival';
import { scrollsToTopOnNavigation } from '../routes';
import { alertStore, seoStore } from '../stores';
import { requestHeadingFocus } from './heading-focus';

/** What happens on every navigation (spec 2, "Layout behaviour"). */
export function RouteEffects() {
  const { pathname, search, hash, key } = useLocation();
  const lastSeen = useRef<string | null>(null);

  useEffect(() => {
    // Once per location entry, whatever re-renders or effect replays happen.
    const seen = `${key}|${pathname}${search}${hash}`;
    if (lastSeen.current === seen) return;
    const firstPage = lastSeen.current === null;
    lastSeen.current = seen;
    if (firstPage) {
      // The boot has recorded the page the browser loaded; this is a no-op then.
      recordArrival({ pathname, search, hash });
      return;
    }
    recordVisit({ pathname, search, hash });
    // The announcement was seen on the page before: on a phone it folds to its first line.
    alertStore.getState().fold();
    // The first page came with its own SEO entry; the others are in the whole list.
    void seoStore.getState().ensureSeo();
    if (scrollsToTopOnNavigation(pathname)) window.scrollTo(0, 0);
    requestHeadingFocus();
  }, [pathname, search, hash, key]);

  return null;
}
