import { SiteLink } from './SiteNavigation';

/** Shown below the 900 px breakpoint only (styles/layout.css), so no layout shift on hydration. */
export function MobileBar() {
  return (
    <nav className="mobile-bar" aria-label="Quick links" data-testid="mobile-bar">
      <SiteLink to="/insurance-plans/" className="mobile-bar__link">
        Compare plans
      </SiteLink>
      <SiteLink to="/about/contact-us/" className="mobile-bar__link">
        Contact us
      </SiteLink>
    </nav>
  );
}
