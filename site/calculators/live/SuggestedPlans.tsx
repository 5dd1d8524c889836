import { Link } from 'react-router';
import { formatUsd } from '../../../validators';
import { liveCalculatorCopy as copy } from '../../content/live-calculator';
import type { SuggestedPlansState } from './use-suggested-plans';

/** The plans that fit the answers, each at the amount nearest the estimate, with its premium. */
export function SuggestedPlans({
  state,
  tobacco,
}: {
  readonly state: SuggestedPlansState;
  readonly tobacco: boolean;
}) {
  return (
    <section
      className="calculator-section"
      aria-labelledby="suggested-plans"
      aria-busy={state.status === 'loading'}
    >
      <h2 id="suggested-plans">{copy.plansHeading}</h2>
      {state.status === 'needsAnswers' ? <p>{copy.plansNeedAnswers}</p> : null}
      {state.status === 'loading' ? <p role="status">{copy.plansLoading}</p> : null}
      {state.status === 'error' ? (
        <p className="form-message form-message--error" role="alert">
          {state.message}
        </p>
      ) : null}
      {state.status === 'ready' && state.plans.length === 0 ? <p>{copy.plansNone}</p> : null}
      {state.status === 'ready' && state.plans.length > 0 ? (
        <>
          <ul className="suggested-plans" data-list="suggested-plans">
            {state.plans.map((plan) => (
              <li key={plan.planId} data-plan={plan.planId}>
                <h3>{plan.name}</h3>
                <p>
                  <strong data-figure="coverage">{formatUsd(plan.coverage)}</strong> of coverage for{' '}
                  <strong data-figure="premium">{formatUsd(plan.monthly)}</strong> {copy.perMonth}
                </p>
                <p className="note">
                  {plan.coversEstimate ? copy.coversEstimate : copy.highestOffered}
                </p>
                {plan.landingPage ? (
                  <Link to={plan.landingPage}>{copy.planLink(plan.name)}</Link>
                ) : null}
              </li>
            ))}
          </ul>
          <p className="note">{copy.premiumNote(tobacco)}</p>
        </>
      ) : null}
    </section>
  );
}
