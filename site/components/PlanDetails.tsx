import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PlanFacts } from '../models/pageModel';

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
        <Section title={plan.price ? 'Price' : 'Coverage'}>
          {plan.price ? (
            <p>One payment of {plan.price}.</p>
          ) : (
            <p>
              {plan.coverage
                ? `You choose ${plan.coverage}.`
                : 'Ask us about the coverage available to you.'}
            </p>
          )}
          {plan.carrier ? (
            <p>
              {plan.price ? 'Offered with' : 'Underwritten by'} {plan.carrier}, one of the
              association’s partner carriers.
            </p>
          ) : null}
        </Section>
      </div>
      {plan.otherApplications.length ? (
        <Section title="Other ways to apply">
          <ul>
            {plan.otherApplications.map((application) => (
              <li key={application.route}>
                <Link to={application.route}>{application.label}</Link>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
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
      {plan.exampleRates.length ? (
        <Section title="Example monthly rates">
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
          {plan.rateNote ? <p className="note">{plan.rateNote}</p> : null}
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
