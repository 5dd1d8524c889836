import { Link } from 'react-router';

/** Shown below the 900 px breakpoint only (styles/layout.css), so no layout shift on hydration. */
export function MobileBar() {
  return (
    <nav className="mobile-bar" aria-label="Quick links" data-testid="mobile-bar">
      <Link to="/insurance-plans/" className="mobile-bar__link">
        Compare plans
      </Link>
      <Link to="/about/contact-us/" className="mobile-bar__link">
        Contact us
      </Link>
    </nav>
  );
}
