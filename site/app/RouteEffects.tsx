import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { isFormPath, scrollsToTopOnNavigation } from '../routes';
import { mainStore } from '../stores';
import { storeUtmCookies, trackPageView } from '../tracking';

/** What happens on every navigation (spec 2, "Layout behaviour"). */
export function RouteEffects() {
  const location = useLocation();
  const firstRender = useRef(true);

  useEffect(() => {
    const { pathname, search, hash } = location;
    mainStore.getState().storeQueryParams(search);
    storeUtmCookies(search);
    if (isFormPath(pathname)) trackPageView({ pathname, search, hash });
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (scrollsToTopOnNavigation(pathname)) window.scrollTo(0, 0);
    document.querySelector<HTMLElement>('[data-page-heading]')?.focus();
  }, [location]);

  return null;
}
