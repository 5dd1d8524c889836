import { officeHours } from '../../validators';
import { ContactLine } from '../components/ContactLine';
import { SiteLink } from './SiteNavigation';

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__heading">
            Talk with us
          </h2>
          <ContactLine channel="members" />
          {officeHours.map((entry) => (
            <p key={entry.days}>{`${entry.days}, ${entry.time}`}</p>
          ))}
          <p>
            <SiteLink to="/about/contact-us/">All the ways to reach us</SiteLink>
          </p>
        </section>
        <nav aria-labelledby="footer-plans">
          <h2 id="footer-plans" className="site-footer__heading">
            Coverage
          </h2>
          <ul>
            <li>
              <SiteLink to="/insurance-plans/term-90-plus/">Term 90 Plus</SiteLink>
            </li>
            <li>
              <SiteLink to="/insurance-plans/level-term/">Level Term</SiteLink>
            </li>
            <li>
              <SiteLink to="/insurance-plans/tricare-supplement/">TRICARE Supplement</SiteLink>
            </li>
            <li>
              <SiteLink to="/insurance-plans/">All plans</SiteLink>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-association">
          <h2 id="footer-association" className="site-footer__heading">
            The association
          </h2>
          <ul>
            <li>
              <SiteLink to="/about/">About us</SiteLink>
            </li>
            <li>
              <SiteLink to="/membership-benefits/eligibility/">Who can join</SiteLink>
            </li>
            <li>
              <SiteLink to="/about/leadership-staff/">Leadership and staff</SiteLink>
            </li>
            <li>
              <SiteLink to="/about/privacy-policy/">Privacy policy</SiteLink>
            </li>
          </ul>
        </nav>
      </div>
      <p className="site-footer__legal">
        Group insurance plans are underwritten by our partner carriers and offered to association
        members. Coverage is subject to the terms, limitations and exclusions of the group policy
        and certificate. Not affiliated with or endorsed by the Department of Defense or any federal
        agency.
      </p>
    </footer>
  );
}
