import { Link } from 'react-router';
import { PageHeading } from '../app/PageHeading';
import { ContactLine } from '../components/ContactLine';
import { PlanCards } from '../components/PlanCards';
import { retiredHospitalPlans } from '../routes';
import { QuoteBox } from './home/QuoteBox';
import { TrustSection } from './home/TrustSection';
import { planListOf, type PageProps } from './page-props';

const audiences = [
  {
    to: '/insurance-plans/people-like-you/active-guard-reserve/',
    label: 'Active duty, Guard and Reserve',
  },
  { to: '/insurance-plans/people-like-you/veteran/', label: 'Veterans' },
  { to: '/insurance-plans/people-like-you/retired-military/', label: 'Military retirees' },
  { to: '/insurance-plans/people-like-you/federal-employee/', label: 'Federal employees' },
  { to: '/insurance-plans/people-like-you/spouse/', label: 'Spouses' },
  {
    to: '/insurance-plans/people-like-you/separating-military-member/',
    label: 'Leaving the service',
  },
];

export function HomePage({ model }: PageProps) {
  // Plans with a page of their own; Hospital Indemnity's link would only lead back here.
  const plans = planListOf(model)
    .filter((plan) => plan.link !== '/')
    .slice(0, 6);
  return (
    <>
      {/* Shown only when the address names it (CSS :target): the old hospital plan pages
          redirect here, and the visitor learns why rather than land without a word. */}
      <div id={retiredHospitalPlans} className="retired-plan-notice" role="note">
        <p>
          <strong>Hospital Indemnity is no longer offered.</strong> The association no longer
          accepts applications for its hospital plans. If you hold a Hospital Indemnity certificate,
          your coverage goes on under its terms; member services can answer your questions.
        </p>
        <ContactLine channel="members" />
      </div>
      <section className="hero">
        <div className="hero__inner">
          <PageHeading lead="Group life insurance and member benefits for military members, veterans, federal employees and their families. Run as a nonprofit association for our members, not for shareholders.">
            Protect the people who count on you
          </PageHeading>
          <div className="hero__actions">
            <Link to="/insurance-plans/" className="button button--primary button--large">
              Compare plans
            </Link>
            <Link
              to="/membership-benefits/eligibility/"
              className="button button--secondary button--large"
            >
              See who can join
            </Link>
          </div>
        </div>
      </section>
      <QuoteBox />
      <section className="section" aria-labelledby="home-audiences">
        <h2 id="home-audiences">Coverage for people like you</h2>
        <ul className="pill-links">
          {audiences.map((audience) => (
            <li key={audience.to}>
              <Link to={audience.to}>{audience.label}</Link>
            </li>
          ))}
        </ul>
      </section>
      <section className="section" aria-labelledby="home-plans">
        <h2 id="home-plans">Our most chosen plans</h2>
        <PlanCards plans={plans} headingLevel={3} />
      </section>
      <section className="section section--tinted" aria-labelledby="home-why">
        <h2 id="home-why">Why members choose the association</h2>
        <ul className="reasons">
          <li>
            <h3>Built for those who serve</h3>
            <p>
              Our plans cover you at home and on deployment, and stay with you after you leave the
              service.
            </p>
          </li>
          <li>
            <h3>Group rates</h3>
            <p>
              Members share in group insurance rates arranged with established insurance carriers.
            </p>
          </li>
        </ul>
      </section>
      <TrustSection />
    </>
  );
}
