import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { isFormPath, scrollsToTopOnNavigation } from '../routes';
import { mainStore } from '../stores';
import { storeUtmCookies, trackPageView } from '../tracking';
import { requestHeadingFocus } from './headingFocus';

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
    mainStore.getState().storeQueryParams(search);
    storeUtmCookies(search);
    if (isFormPath(pathname)) trackPageView({ pathname, search, hash });
    if (firstPage) return;
    if (scrollsToTopOnNavigation(pathname)) window.scrollTo(0, 0);
    requestHeadingFocus();
  }, [pathname, search, hash, key]);

  return null;
}
