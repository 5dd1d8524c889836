import { isInScholarshipWindow } from '../../../validators';
import { PageHeading } from '../../app/PageHeading';
import { SiteLink } from '../../app/SiteNavigation';
import { accountSection } from '../../routes';
import { useMember } from '../use-member';

interface Benefit {
  readonly heading: string;
  readonly text: string;
  readonly link?: { readonly to: string; readonly label: string };
}

function benefitsFor(ballotOpen: boolean, scholarshipOpen: boolean): Benefit[] {
  return [
    {
      heading: 'Group insurance rates',
      text: 'Term life, TRICARE Supplement and dependent coverage at the association’s group rates, for you and your family.',
      link: { to: '/insurance-plans/', label: 'Compare the plans' },
    },
    {
      heading: 'Financial education',
      text: 'Guides, calculators and seminars on budgeting, debt, home buying and retirement, at no cost.',
      link: { to: accountSection('financialResources').path, label: 'See the financial resources' },
    },
    {
      heading: 'Scholarship program',
      text: scholarshipOpen
        ? 'Scholarship applications for members and their families are open now.'
        : 'Each year the association awards scholarships to members and their families; applications open in December.',
    },
    {
      heading: 'A vote in the association',
      text: ballotOpen
        ? 'Voting for Director Nominees is open: members whose status is Inforce, Grace Period or Uninsured elect the directors.'
        : 'Each year, members whose status is Inforce, Grace Period or Uninsured elect the association’s directors.',
      link: { to: accountSection('ballot').path, label: 'Go to the ballot' },
    },
    {
      heading: 'Your online account',
      text: 'Your coverage and certificates, payments, beneficiaries and contact details in one place.',
      link: { to: accountSection('overview').path, label: 'Back to your overview' },
    },
  ];
}

/** The benefits that come with membership, for a member. */
export function BenefitsPage() {
  const { permissions } = useMember();
  const benefits = benefitsFor(permissions.ballot, isInScholarshipWindow(new Date()));
  return (
    <div className="page account-page" data-page="account-benefits">
      <PageHeading lead="What your membership brings, at no extra cost.">
        Member benefits
      </PageHeading>
      <ul className="reasons">
        {benefits.map((benefit) => (
          <li key={benefit.heading}>
            <h2>{benefit.heading}</h2>
            <p>{benefit.text}</p>
            {benefit.link ? <SiteLink to={benefit.link.to}>{benefit.link.label}</SiteLink> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
