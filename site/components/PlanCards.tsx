import { Link } from 'react-router';
import type { PlanCard } from '../models/page-model';

export function PlanCards({
  plans,
  headingLevel = 2,
}: {
  readonly plans: readonly PlanCard[];
  readonly headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="plan-cards">
      {plans.map((plan) => (
        <li key={plan.id} className="plan-card">
          <Heading className="plan-card__name">{plan.name}</Heading>
          <p>{plan.summary}</p>
          <dl className="plan-card__facts">
            {plan.ages ? (
              <div>
                <dt>Ages</dt>
                <dd>{plan.ages}</dd>
              </div>
            ) : null}
            {plan.coverage ? (
              <div>
                <dt>Coverage</dt>
                <dd>{plan.coverage}</dd>
              </div>
            ) : null}
          </dl>
          <Link to={plan.link} className="button button--secondary plan-card__link">
            {plan.link === '/' ? `About ${plan.name}` : `Learn about ${plan.name}`}
          </Link>
        </li>
      ))}
    </ul>
  );
}
