import { Link } from 'react-router';
import { PageHeading } from '../app/PageHeading';
import { audienceRoutes } from '../routes';

export function PeopleLikeYouPage() {
  return (
    <div className="page">
      <PageHeading lead="Your service and your family shape what coverage you need. Start with the description that fits you best.">
        Coverage for people like you
      </PageHeading>
      <ul className="link-cards">
        {audienceRoutes.map((route) => (
          <li key={route.path}>
            <Link to={route.path}>{route.title.replace(/ \| MBA$/, '')}</Link>
            <p>{route.description}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
