import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

/** Where the visitor is: what the layout's links, headings and the application page read. */
export interface SiteLocation {
  readonly pathname: string;
  /** Changes with every navigation, also to the same path (a heading takes focus then). */
  readonly key: string;
}

export interface SiteLinkProps {
  readonly to: string;
  readonly className?: string;
  readonly 'aria-label'?: string;
  readonly 'aria-current'?: 'page';
  readonly children: ReactNode;
}

/**
 * How the layout moves between pages. The whole site runs on react-router (site/app/
 * RouterNavigation.tsx); an application page loaded on its own runs without it
 * (site/client/ApplicationShell.tsx), which is why the layout never imports react-router itself.
 */
export interface SiteNavigation {
  readonly location: SiteLocation;
  navigate(to: string): void;
  readonly Link: ComponentType<SiteLinkProps>;
}

const SiteNavigationContext = createContext<SiteNavigation | null>(null);

export const SiteNavigationProvider = SiteNavigationContext.Provider;

export function useSiteNavigation(): SiteNavigation {
  const navigation = useContext(SiteNavigationContext);
  if (!navigation) throw new Error('The layout needs a SiteNavigationProvider around it');
  return navigation;
}

export function SiteLink(props: SiteLinkProps) {
  const { Link } = useSiteNavigation();
  return <Link {...props} />;
}

/** Whether a navigation link leads to the current page (or, without `end`, a page below it). */
export function isCurrentLink(pathname: string, to: string, end: boolean): boolean {
  const path = pathname.toLowerCase();
  const target = to.toLowerCase();
  if (path === target) return true;
  if (end) return false;
  const section = target.endsWith('/') ? target : `${target}/`;
  return path.startsWith(section);
}

/** A navigation link marked as the current page, as the main navigation shows it. */
export function SiteNavLink({ end = false, ...props }: SiteLinkProps & { readonly end?: boolean }) {
  const { location, Link } = useSiteNavigation();
  const current = isCurrentLink(location.pathname, props.to, end);
  return <Link {...props} aria-current={current ? 'page' : undefined} />;
}
