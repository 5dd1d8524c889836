import { Link } from 'react-router';
import { ContactLine } from '../../components/ContactLine';

/**
 * Who runs the association and how to reach it: only what its articles, annual reports and
 * About pages state, never ratings or testimonials.
 */
export function TrustSection() {
  return (
    <section className="section trust" aria-labelledby="home-trust">
      <h2 id="home-trust">Who runs the association</h2>
      <ul className="reasons">
        <li>
          <h3>A nonprofit, run for its members</h3>
          <p>
            No part of the association’s earnings goes to any director or officer; income above
            costs is used to improve member benefits.{' '}
            <Link to="/about/articles-of-organization/">Read the articles of organization</Link>.
          </p>
        </li>
        <li>
          <h3>Directors elected by members</h3>
          <p>
            A volunteer board, elected by the members in a yearly ballot, sets policy and approves
            the plans offered. Members held the 67th annual meeting in 2024, and the financial
            statements are audited each year by an independent accounting firm.{' '}
            <Link to="/annual-report/2024/">Read the 2024 annual report</Link>.
          </p>
        </li>
        <li>
          <h3>For those who serve and their families</h3>
          <p>
            Active duty, Guard and Reserve members, veterans, military retirees, federal employees,
            their spouses and children. Plans are underwritten by established partner carriers;{' '}
            <Link to="/about/">see who they are</Link>.
          </p>
        </li>
      </ul>
      <h3>Talk with member services</h3>
      <ContactLine channel="members" withHours />
    </section>
  );
}
