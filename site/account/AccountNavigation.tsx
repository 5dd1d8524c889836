import { SiteNavLink } from '../app/SiteNavigation';
import { accountRoot, accountSections } from '../routes';
import { accountPages } from './account-pages';

/** The member area's sections, in the order of spec 2, those with a page only. */
export function AccountNavigation() {
  return (
    <nav aria-label="My account" className="account-nav">
      <ul>
        {accountSections
          .filter((section) => accountPages[section.key] !== undefined)
          .map((section) => (
            <li key={section.key}>
              <SiteNavLink to={section.path} end={section.path === accountRoot}>
                {section.label}
              </SiteNavLink>
            </li>
          ))}
      </ul>
    </nav>
  );
}
