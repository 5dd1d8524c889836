import { useEffect, useState } from 'react';
import {
  apiMessages,
  isScholarshipPeriodResponse,
  runRequest,
  type ScholarshipPeriodResponse,
} from '../api';
import { PageHeading } from '../app/PageHeading';
import { localTimeText, scholarshipPage } from '../content/scholarship';
import { ScholarshipForm } from './ScholarshipForm';

type PeriodState =
  | { readonly status: 'loading' }
  | { readonly status: 'error' }
  | { readonly status: 'ready'; readonly period: ScholarshipPeriodResponse };

/** The period is the server's (moved by configuration), and so is the clock it is read against. */
function useScholarshipPeriod(): PeriodState {
  const [state, setState] = useState<PeriodState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    void runRequest({
      api: 'scholarship',
      action: 'period',
      method: 'GET',
      validate: isScholarshipPeriodResponse,
    }).then((result) => {
      if (live)
        setState(result.ok ? { status: 'ready', period: result.data } : { status: 'error' });
    });
    return () => {
      live = false;
    };
  }, []);
  return state;
}

function PeriodNotice({ period }: { readonly period: ScholarshipPeriodResponse }) {
  const opens = localTimeText(period.start, period.timeZone);
  const closes = localTimeText(period.end, period.timeZone);
  if (period.state === 'open') return <ScholarshipForm closes={closes} />;
  return (
    <section aria-labelledby="scholarship-period">
      <h2 id="scholarship-period">When to apply</h2>
      <p className="callout" data-period={period.state}>
        {period.state === 'notYet'
          ? `Applications open on ${opens} and close on ${closes}.`
          : `Applications for this year closed on ${closes}. The next application period will be announced on this page.`}
      </p>
    </section>
  );
}

/** /membership-benefits/benefits-offered/scholarship-program/: the program and its application. */
export function ScholarshipPage() {
  const state = useScholarshipPeriod();
  return (
    <div className="page page--reading" data-page="scholarship">
      <PageHeading lead={scholarshipPage.lead}>{scholarshipPage.heading}</PageHeading>
      {scholarshipPage.about.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {state.status === 'loading' ? <p role="status">{scholarshipPage.loading}</p> : null}
      {state.status === 'error' ? <p role="alert">{apiMessages.apiError}</p> : null}
      {state.status === 'ready' ? <PeriodNotice period={state.period} /> : null}
    </div>
  );
}
