import { ContactLine } from '../../components/ContactLine';
import { PageHeading } from '../../app/PageHeading';
import { SiteLink } from '../../app/SiteNavigation';
import { matchRoute } from '../../routes';

const base = '/membership-benefits/financial-resources';

/** Spec 2 "Financial resources", as the member's list of what there is. */
const resources = [
  {
    heading: 'Military resources',
    text: 'Benefits, pay and transition information for service members and veterans.',
    path: `${base}/military-resources/`,
  },
  {
    heading: 'Life events',
    text: 'What to do about money and coverage when you marry, have a child, move, deploy or retire.',
    path: `${base}/life-events/`,
  },
  {
    heading: 'Calculators',
    text: 'An auto loan payment calculator, a life insurance needs calculator and a loan amortization table.',
    path: `${base}/calculators/`,
  },
  {
    heading: 'Market summaries',
    text: 'Short, plain-language summaries of the financial markets.',
    path: `${base}/market-summaries/`,
  },
  {
    heading: 'Articles and videos',
    text: 'Articles and videos on budgeting, credit, saving, home buying and retirement.',
    path: `${base}/articles/`,
  },
  {
    heading: 'E-seminars',
    text: 'Online seminars on personal finance that you can watch at your own pace.',
    path: `${base}/e-seminars/`,
  },
] as const;

/**
 * The member's view of the financial resources. A resource links to its page once the site has
 * one (the route table says), so no link leads to a missing page.
 */
export function FinancialResourcesPage() {
  return (
    <div className="page account-page" data-page="account-financial-resources">
      <PageHeading lead="Financial education is part of your membership, at no cost.">
        Financial resources
      </PageHeading>
      <ul className="reasons">
        {resources.map((resource) => (
          <li key={resource.heading}>
            <h2>
              {matchRoute(resource.path) ? (
                <SiteLink to={resource.path}>{resource.heading}</SiteLink>
              ) : (
                resource.heading
              )}
            </h2>
            <p>{resource.text}</p>
          </li>
        ))}
      </ul>
      <ContactLine
        channel="members"
        lead="Questions about your own finances? Call member services"
        withHours
      />
    </div>
  );
}
