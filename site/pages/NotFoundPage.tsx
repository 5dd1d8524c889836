import { Link } from 'react-router';
import { PageHeading } from '../app/PageHeading';

export function NotFoundPage() {
  return (
    <div className="page page--reading">
      <PageHeading lead="The page you were looking for has moved or no longer exists.">
        Page not found
      </PageHeading>
      <ul>
        <li>
          <Link to="/">Go to the home page</Link>
        </li>
        <li>
          <Link to="/insurance-plans/">Compare insurance plans</Link>
        </li>
        <li>
          <Link to="/about/contact-us/">Contact us</Link>
        </li>
      </ul>
    </div>
  );
}
