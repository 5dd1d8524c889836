import { SiteLink } from '../app/SiteNavigation';
import { PageHeading } from '../app/PageHeading';

export function NotFoundPage() {
  return (
    <div className="page page--reading" data-page="not-found">
      <PageHeading lead="The page you were looking for has moved or no longer exists.">
        Page not found
      </PageHeading>
      <ul>
        <li>
          <SiteLink to="/">Go to the home page</SiteLink>
        </li>
        <li>
          <SiteLink to="/insurance-plans/">Compare insurance plans</SiteLink>
        </li>
        <li>
          <SiteLink to="/about/contact-us/">Contact us</SiteLink>
        </li>
      </ul>
    </div>
  );
}
