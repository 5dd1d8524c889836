import { useMemo, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { SiteNavigationProvider, type SiteLinkProps, type SiteNavigation } from './SiteNavigation';

function RouterLink({ to, ...props }: SiteLinkProps) {
  return <Link to={to} {...props} />;
}

/** The layout's navigation on react-router: client-side, as the whole site runs. */
export function RouterNavigation({ children }: { readonly children: ReactNode }) {
  const { pathname, key } = useLocation();
  const navigate = useNavigate();
  const navigation = useMemo<SiteNavigation>(
    () => ({ location: { pathname, key }, navigate: (to) => void navigate(to), Link: RouterLink }),
    [pathname, key, navigate],
  );
  return <SiteNavigationProvider value={navigation}>{children}</SiteNavigationProvider>;
}
