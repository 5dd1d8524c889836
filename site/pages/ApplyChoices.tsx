import type { Ref } from 'react';
import { Link, useLocation } from 'react-router';
import { findState, messages } from '../../validators';
import { applyQuestions } from '../content/apply-entries';
import type { ApplyPlan } from '../models/page-model';
import { authModalStore, useApplyInsurance, useUser } from '../stores';
import { plansOfferedIn } from './offered-plans';

/** An existing member may log in first (and comes back here after), or go on without. */
function LoginOffer() {
  const { pathname } = useLocation();
  return (
    <div className="callout apply-login" data-testid="apply-login-offer">
      <p>{applyQuestions.loginOffer}</p>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => authModalStore.getState().openModal('login', pathname)}
      >
        {applyQuestions.loginButton}
      </button>
    </div>
  );
}

function PlanChoices({ plan }: { readonly plan: ApplyPlan }) {
  return (
    <li className="plan-card" data-plan={plan.id}>
      <h3 className="plan-card__name">{plan.name}</h3>
      {plan.summary ? <p>{plan.summary}</p> : null}
      <ul className="apply-choices">
        {plan.choices.map((choice) => (
          <li key={choice.route}>
            <span>{choice.label}</span>
            <Link to={choice.route} className="button button--primary">
              {choice.linkText}
            </Link>
          </li>
        ))}
      </ul>
      {plan.landingPage ? (
        <p>
          <Link to={plan.landingPage}>
            {applyQuestions.planLink}: {plan.name}
          </Link>
        </p>
      ) : null}
    </li>
  );
}

/** What the answers lead to: the plans sold in the chosen state, or the spec's message. */
export function ApplyChoices({
  plans,
  ref,
}: {
  readonly plans: readonly ApplyPlan[];
  readonly ref: Ref<HTMLHeadingElement>;
}) {
  const existingOrNew = useApplyInsurance((state) => state.existingOrNew);
  const resideIn = useApplyInsurance((state) => state.resideIn);
  const isLoggedIn = useUser((state) => state.isLoggedIn);
  if (!existingOrNew || !resideIn) return null;
  const offered = plansOfferedIn(plans, resideIn);
  return (
    <section className="apply-results" aria-labelledby="apply-results-heading">
      <h2 id="apply-results-heading" ref={ref} tabIndex={-1}>
        {applyQuestions.plansHeading} in {findState(resideIn)?.name ?? resideIn}
      </h2>
      {existingOrNew === 'existing' && !isLoggedIn ? <LoginOffer /> : null}
      {offered.length === 0 ? (
        <p className="form-message form-message--error" data-testid="state-not-offered">
          {messages.stateNotAvailable}
        </p>
      ) : (
        <ul className="plan-cards">
          {offered.map((plan) => (
            <PlanChoices key={plan.id} plan={plan} />
          ))}
        </ul>
      )}
    </section>
  );
}
