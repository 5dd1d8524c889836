import { Link } from 'react-router';
import { PageHeading } from '../app/PageHeading';
import { signupModalStore } from '../stores';
import type { PageProps } from './page-props';

const benefits: readonly {
  readonly heading: string;
  readonly text: string;
  readonly link?: { readonly to: string; readonly text: string };
}[] = [
  {
    heading: 'Group life insurance',
    text: 'Term life plans at group rates, with coverage that stays with you when your duty status changes.',
  },
  {
    heading: 'TRICARE Supplement',
    text: 'Help with the deductibles and cost shares TRICARE leaves to retirees and their families.',
  },
  {
    heading: 'Financial education',
    text: 'Articles, videos, calculators and seminars on budgeting, debt, home buying and retirement.',
  },
  {
    heading: 'Scholarships',
    text: 'A yearly scholarship program for members and their families.',
    link: {
      to: '/membership-benefits/benefits-offered/scholarship-program/',
      text: 'About the scholarship program',
    },
  },
  {
    heading: 'A say in the association',
    text: 'Eligible members vote each year for the directors who run the association.',
  },
  {
    heading: 'An online account',
    text: 'See your coverage, certificates and payments, update beneficiaries and pay online.',
  },
];

function JoinButton() {
  return (
    <button
      type="button"
      className="button button--primary button--large"
      onClick={() => signupModalStore.getState().openModal()}
    >
      Become a member
    </button>
  );
}

export function MembershipBenefitsPage({ model }: PageProps) {
  const carriers = model?.kind === 'carriers' ? model.carriers : [];
  return (
    <div className="page">
      <PageHeading lead="Membership brings group insurance rates, free financial education and a vote in how the association is run.">
        Membership benefits
      </PageHeading>
      <ul className="reasons">
        {benefits.map((benefit) => (
          <li key={benefit.heading}>
            <h2>{benefit.heading}</h2>
            <p>{benefit.text}</p>
          </li>
        ))}
      </ul>
      {carriers.length ? <p>Insurance plans are underwritten by {carriers.join(', ')}.</p> : null}
      <p className="section">
        <Link to="/membership-benefits/eligibility/">Check who can join</Link> ·{' '}
        <Link to="/membership-benefits/benefits-offered/">See every benefit offered</Link>
      </p>
      <JoinButton />
    </div>
  );
}

const eligibleGroups = [
  'Full-time active duty members of the Army, Navy, Air Force, Marine Corps, Coast Guard and Space Force',
  'Members of the National Guard and the Ready Reserve, and academy cadets',
  'Retired and separated service members',
  'Honorably discharged veterans',
  'Current federal employees',
  'Spouses of eligible members, and adult children who were covered as dependents',
];

export function EligibilityPage() {
  return (
    <div className="page page--reading">
      <PageHeading lead="Membership is open to people who serve or served their country in uniform or in federal civilian service, and to their families.">
        Who can join
      </PageHeading>
      <ul className="checklist">
        {eligibleGroups.map((group) => (
          <li key={group}>{group}</li>
        ))}
      </ul>
      <p>
        Each plan has its own age limits and may not be offered in every state. The plan pages show
        both, and the application checks them before you answer any health questions.
      </p>
      <JoinButton />
    </div>
  );
}

export function BenefitsOfferedPage() {
  return (
    <div className="page page--reading">
      <PageHeading lead="These benefits come with membership; insurance plans are added when your application is approved.">
        Benefits offered
      </PageHeading>
      {benefits.map((benefit) => (
        <section key={benefit.heading}>
          <h2>{benefit.heading}</h2>
          <p>{benefit.text}</p>
          {benefit.link ? (
            <p>
              <Link to={benefit.link.to}>{benefit.link.text}</Link>
            </p>
          ) : null}
        </section>
      ))}
      <p>
        <Link to="/insurance-plans/">Compare the insurance plans</Link>
      </p>
    </div>
  );
}
