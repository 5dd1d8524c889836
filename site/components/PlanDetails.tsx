import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PlanFacts } from '../models/page-model';
import { contactDetails } from '../../validators';
import { ContactLine } from './ContactLine';

function Section({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  return (
    <section className="plan-section">
      <h2>{title}</h2>
      {children}
    </section>
  );
}

/**
 * A data table that scrolls on its own when it is wider than the page (large text on a phone), so
 * the page itself never scrolls sideways (WCAG 1.4.10 lets a table scroll); focusable and named, so
 * a keyboard can scroll it too.
 */
function ScrollingTable({
  label,
  children,
}: {
  readonly label: string;
  readonly children: ReactNode;
}) {
  return (
    <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

/** A plan page with no online application: the phone is the way to apply. */
const appliedByPhone = (plan: PlanFacts): boolean =>
  !plan.apply && plan.otherApplications.length === 0;

/**
 * What the plan costs: its fixed price, or a rate from its rate table with example rates by age;
 * where the site publishes no rates, whom to call for one.
 */
function PlanCost({ plan }: { readonly plan: PlanFacts }) {
  if (plan.price)
    return (
      <Section title="What it costs">
        <p className="plan-cost">One payment of {plan.price}.</p>
      </Section>
    );
  if (!plan.rateExample && plan.exampleRates.length === 0)
    return (
      <Section title="What it costs">
        {appliedByPhone(plan) ? (
          <p>
            Rates for this plan are not published on this site; the team below gives you the premium
            for your age and coverage when you call.
          </p>
        ) : (
          <>
            <p>
              Rates for this plan are not published on this site. For the premium at your age and
              coverage, call:
            </p>
            <ContactLine channel={plan.applyChannel} withHours />
          </>
        )}
      </Section>
    );
  return (
    <Section title="What it costs">
      {plan.rateExample ? <p className="plan-cost">{plan.rateExample}</p> : null}
      {plan.exampleRates.length ? (
        <ScrollingTable label="Example monthly rates">
          <table className="data-table">
            <caption className="visually-hidden">Example monthly rates by age</caption>
            <thead>
              <tr>
                <th scope="col">Age</th>
                <th scope="col">Coverage</th>
                <th scope="col">Monthly rate</th>
              </tr>
            </thead>
            <tbody>
              {plan.exampleRates.map((rate) => (
                <tr key={rate.age}>
                  <td>{rate.age}</td>
                  <td>{rate.coverage}</td>
                  <td>{rate.monthly}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollingTable>
      ) : null}
      {plan.rateNote ? <p className="note">{plan.rateNote}</p> : null}
    </Section>
  );
}

/**
 * How to apply: the page's main application is the button at its top; the others follow here as
 * buttons. Where there is no online application, the applications team's phone and hours.
 */
function HowToApply({ plan }: { readonly plan: PlanFacts }) {
  const others = plan.otherApplications;
  if (appliedByPhone(plan))
    return (
      <Section title="How to apply">
        <p>This plan has no online application. Call to apply:</p>
        <ContactLine channel={plan.applyChannel} withHours />
      </Section>
    );
  const lead = plan.apply
    ? `Apply online with the “${plan.apply.label}” button at the top of this page${
        others.length ? ', or with one of these applications:' : '.'
      }`
    : 'Apply online with one of these applications:';
  return (
    <Section title="How to apply">
      <p>{lead}</p>
      {others.length ? (
        <ul className="apply-list">
          {others.map((application) => (
            <li key={application.route}>
              <Link to={application.route} className="button button--secondary">
                {application.label}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <ContactLine
        channel={plan.applyChannel}
        lead={`Questions about applying? ${contactDetails[plan.applyChannel].team}`}
      />
    </Section>
  );
}

/** Everything a visitor needs to decide about a plan, taken from the catalogue. */
export function PlanDetails({ plan }: { readonly plan: PlanFacts }) {
  return (
    <div className="plan-details">
      {/* The main action first, within a phone's first screen (issue 28); the highlights follow. */}
      {plan.apply ? (
        <p>
          <Link to={plan.apply.route} className="button button--primary button--large">
            {plan.apply.label}
          </Link>
        </p>
      ) : null}
      {plan.highlights.length ? (
        <ul className="checklist">
          {plan.highlights.map((highlight) => (
            <li key={highlight}>{highlight}</li>
          ))}
        </ul>
      ) : null}
      <div className="plan-grid">
        <Section title="Who can apply">
          {plan.eligible.length ? (
            <ul>
              {plan.eligible.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
          ) : (
            <p>Association members and their families.</p>
          )}
          {plan.ages ? <p>Ages {plan.ages} when you apply.</p> : null}
        </Section>
        <Section title="Coverage">
          <p>
            {plan.coverage
              ? `You choose ${plan.coverage}.`
              : plan.price
                ? 'One fixed price, whatever your age.'
                : 'Ask us about the coverage available to you.'}
          </p>
          {plan.carrier ? (
            <p>
              {plan.price ? 'Offered with' : 'Underwritten by'} {plan.carrier}, one of the
              association’s partner carriers.
            </p>
          ) : null}
        </Section>
      </div>
      <PlanCost plan={plan} />
      <HowToApply plan={plan} />
      {plan.quickStepLimits.length ? (
        <Section title="Quick Step coverage by age">
          <ScrollingTable label="Quick Step coverage by age">
            <table className="data-table">
              <caption className="visually-hidden">
                Highest Quick Step coverage for each age band
              </caption>
              <thead>
                <tr>
                  <th scope="col">Your age</th>
                  <th scope="col">Highest coverage</th>
                </tr>
              </thead>
              <tbody>
                {plan.quickStepLimits.map((limit) => (
                  <tr key={limit.ages}>
                    <td>{limit.ages}</td>
                    <td>{limit.maxCoverage}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollingTable>
        </Section>
      ) : null}
      {plan.statesNotOffered.length ? (
        <Section title="Where this plan is not offered">
          <p>{plan.statesNotOffered.join(', ')}.</p>
        </Section>
      ) : null}
      {plan.brochure || plan.certificates.length ? (
        <Section title="Brochure and certificates">
          <ul className="document-links">
            {plan.brochure ? (
              <li>
                <a href={plan.brochure}>{plan.name} brochure (PDF)</a>
              </li>
            ) : null}
            {plan.certificates.map((document) => (
              <li key={document.link}>
                <a href={document.link}>{document.label} (PDF)</a>
              </li>
            ))}
          </ul>
          <p className="note">
            The certificate filed for your state may differ; yours comes with your approval letter.
          </p>
        </Section>
      ) : null}
    </div>
  );
}
