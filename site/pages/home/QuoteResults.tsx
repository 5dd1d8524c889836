import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { findState, formatUsd } from '../../../validators';
import { ContactLine } from '../../components/ContactLine';
import { dollars } from './dollars';
import type { QuoteAnswers } from './quote-answers';
import { quotedPlans, type QuotedPlan, type QuoteOutcome } from './quote-request';

function monthlyText(plan: QuotedPlan): string {
  if (plan.lowest === plan.highest) return `${formatUsd(plan.lowest)} a month`;
  return `${formatUsd(plan.lowest)} to ${formatUsd(plan.highest)} a month, by ${plan.pricedBy.join(', ')}`;
}

function PlanQuote({ plan }: { readonly plan: QuotedPlan }) {
  return (
    <li data-plan={`${plan.planId}/${plan.variantId}`}>
      <h4>{plan.name}</h4>
      <p>
        <strong data-figure="monthly">{monthlyText(plan)}</strong>
      </p>
      <p className="quote-box__links">
        {plan.landingPage ? <Link to={plan.landingPage}>About {plan.name}</Link> : null}
        {plan.applyRoute ? (
          <Link to={plan.applyRoute} className="button button--primary">
            Apply for {plan.name}
          </Link>
        ) : null}
      </p>
    </li>
  );
}

/**
 * The plans that fit the quote box's answers, asked of the server as this module loads (on the
 * box's first use, so neither it nor the rate tables weigh on the home page before that).
 */
export default function QuoteResults({ answers }: { readonly answers: QuoteAnswers }) {
  // An outcome keeps the answers it was asked for: until those shown have theirs, it is searching.
  const [quoted, setQuoted] = useState<{ answers: QuoteAnswers; outcome: QuoteOutcome }>();
  useEffect(() => {
    let current = true;
    void quotedPlans(answers).then((outcome) => {
      if (current) setQuoted({ answers, outcome });
    });
    return () => {
      current = false;
    };
  }, [answers]);
  const outcome = quoted?.answers === answers ? quoted.outcome : null;
  const asked = `age ${answers.age.trim()}, ${dollars(Number(answers.coverage))} of coverage in ${
    findState(answers.state)?.name ?? answers.state
  }`;
  if (outcome === null) return <p role="status">Finding the plans that fit…</p>;
  if (!outcome.ok)
    return (
      <p className="form-message form-message--error" role="alert">
        {outcome.message}
      </p>
    );
  if (outcome.plans.length === 0)
    return (
      <div role="status" data-quote="none">
        <p>
          {`No plan sold online fits ${asked}. Member services can tell you what the association can offer you:`}
        </p>
        <ContactLine channel="members" withHours />
      </div>
    );
  return (
    <div data-quote="plans">
      <p role="status" className="visually-hidden">
        {`${outcome.plans.length} ${outcome.plans.length === 1 ? 'plan fits' : 'plans fit'}`}
      </p>
      <h3>{`Plans that fit: ${asked}`}</h3>
      <ul className="quote-box__plans">
        {outcome.plans.map((plan) => (
          <PlanQuote key={`${plan.planId}/${plan.variantId}`} plan={plan} />
        ))}
      </ul>
      <p className="note">
        Monthly rates from the association’s rate tables. Your rate is set when you apply, from your
        answers; a range shows what moves it.
      </p>
    </div>
  );
}
