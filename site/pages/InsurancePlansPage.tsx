import { Link } from 'react-router';
import { PageHeading } from '../app/PageHeading';
import { PlanCards } from '../components/PlanCards';
import { planListOf, type PageProps } from './page-props';

export function InsurancePlansPage({ model }: PageProps) {
  return (
    <div className="page">
      <PageHeading lead="Every plan is open to association members. Pick one to see who can apply, the coverage amounts, example rates and where it is offered.">
        Insurance plans
      </PageHeading>
      <PlanCards plans={planListOf(model)} />
      <p className="section">
        Not sure where to start?{' '}
        <Link to="/insurance-plans/people-like-you/">See the plans for people like you</Link>.
      </p>
    </div>
  );
}
