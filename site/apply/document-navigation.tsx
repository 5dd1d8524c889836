import { useEffect, useMemo, useState } from 'react';
import { requestHeadingFocus } from '../app/heading-focus';
import type { SiteLinkProps, SiteLocation, SiteNavigation } from '../app/SiteNavigation';
import { recordVisit } from '../client/page-arrival';
import { scrollsToTopOnNavigation } from '../routes/layout-rules';
import { seoStore } from '../stores';

/** A plain link: the page it leads to loads as a page of its own. */
function DocumentLink({ to, children, ...props }: SiteLinkProps) {
  return (
    <a href={to} {...props}>
      {children}
    </a>
  );
}

let navigations = 0;

function locationNow(): SiteLocation {
  navigations += 1;
  return { pathname: window.location.pathname, key: `document-${navigations}` };
}

/**
 * Navigation for an application page running on its own (without react-router): another
 * application (a Quick Step's full application) opens in place, keeping the answers held in
 * memory; any other page loads as a page.
 */
export function useDocumentNavigation(opensInPlace: (pathname: string) => boolean): SiteNavigation {
  const [location, setLocation] = useState(locationNow);

  useEffect(() => {
    // Back and forward between applications; steps within one are the wizard's own.
    const onPop = () => {
      const { pathname } = window.location;
      if (pathname === location.pathname) return;
      // An entry of another page: the page the application was opened from in place, which a
      // reload of the application left to this document. That page loads as a page.
      if (!opensInPlace(pathname)) window.location.reload();
      else setLocation(locationNow());
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [location.pathname, opensInPlace]);

  return useMemo(
    () => ({
      location,
      Link: DocumentLink,
      navigate: (to: string) => {
        const url = new URL(to, window.location.href);
        if (url.origin !== window.location.origin || !opensInPlace(url.pathname)) {
          window.location.assign(url.href);
          return;
        }
        window.history.pushState(null, '', url.href);
        recordVisit(url);
        void seoStore.getState().ensureSeo();
        if (scrollsToTopOnNavigation(url.pathname)) window.scrollTo(0, 0);
        requestHeadingFocus();
        setLocation(locationNow());
      },
    }),
    [location, opensInPlace],
  );
}
