import { Link, useParams } from 'react-router';
import { useAdminTitle } from './admin-title';
import { DecisionForm } from './DecisionForm';
import { LinkApplicationForm } from './LinkApplicationForm';
import { decisionLabels, shownTime, statusLabel } from './labels';
import { RevealNumber } from './RevealNumber';
import { useStaffData } from './use-staff-data';

interface ApplicationDetail {
  readonly applicationId: string;
  readonly referenceNumber: string;
  readonly formTitle: string;
  readonly status: string;
  readonly receivedAt: string;
  readonly applicant: { readonly name: string; readonly state: string; readonly email: string };
  readonly member: { readonly _id: string; readonly name: string; readonly email: string } | null;
  readonly sections: readonly {
    readonly title: string;
    readonly lines: readonly {
      readonly path: string;
      readonly label: string;
      readonly value: string;
      readonly masked?: boolean;
    }[];
  }[];
  readonly decisions: readonly {
    readonly decision: string;
    readonly reason: string | null;
    readonly decidedAt: string;
    readonly by: string | null;
  }[];
}

const open = (status: string) => status !== 'approved' && status !== 'rejected';

/** One application's answers as given (sensitive numbers masked), its decisions, and a decision. */
export function ApplicationPage() {
  const { applicationId = '' } = useParams();
  const [state, reload] = useStaffData<ApplicationDetail>('application', { applicationId });
  const title =
    state.status === 'ready' ? `Application ${state.data.referenceNumber}` : 'Application';
  useAdminTitle(title);
  return (
    <section className="admin-page" aria-labelledby="admin-heading">
      <p>
        <Link to="/admin/">Back to the applications</Link>
      </p>
      <h1 id="admin-heading">{title}</h1>
      {state.status === 'loading' ? <p role="status">Loading…</p> : null}
      {state.status === 'error' ? <p role="alert">{state.message}</p> : null}
      {state.status === 'ready' ? (
        <>
          <dl className="admin-facts">
            <dt>Form</dt>
            <dd>{state.data.formTitle}</dd>
            <dt>Received</dt>
            <dd>{shownTime(state.data.receivedAt)}</dd>
            <dt>Status</dt>
            <dd data-status={state.data.status}>{statusLabel(state.data.status)}</dd>
            <dt>Applicant</dt>
            <dd>
              {state.data.applicant.name}, {state.data.applicant.email}
            </dd>
            <dt>Member account</dt>
            <dd>
              {state.data.member ? (
                <Link to={`/admin/members/${state.data.member._id}/`}>
                  {state.data.member.name}
                </Link>
              ) : (
                'None: applied without logging in'
              )}
            </dd>
          </dl>
          {state.data.member === null && state.data.applicant.email !== '' ? (
            <section aria-labelledby="link-heading">
              <h2 id="link-heading">Member account</h2>
              <LinkApplicationForm
                applicationId={state.data.applicationId}
                email={state.data.applicant.email}
                onLinked={reload}
              />
            </section>
          ) : null}
          {open(state.data.status) ? (
            <section aria-labelledby="decision-heading">
              <h2 id="decision-heading">Decision</h2>
              <DecisionForm applicationId={state.data.applicationId} onDecided={reload} />
            </section>
          ) : null}
          {state.data.decisions.length > 0 ? (
            <section aria-labelledby="decisions-heading">
              <h2 id="decisions-heading">Decisions so far</h2>
              <ul>
                {state.data.decisions.map((d) => (
                  <li key={d.decidedAt}>
                    {decisionLabels[d.decision] ?? d.decision} by {d.by ?? 'an administrator'},{' '}
                    {shownTime(d.decidedAt)}
                    {d.reason ? `: ${d.reason}` : ''}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <h2>Answers</h2>
          {state.data.sections.map((section) => (
            <section key={section.title} className="admin-answers">
              <h3>{section.title}</h3>
              <dl>
                {section.lines.map((line) => (
                  <div key={line.path} className="admin-answers__line">
                    <dt>{line.label}</dt>
                    <dd>
                      {line.value}{' '}
                      {line.masked ? (
                        <RevealNumber
                          applicationId={state.data.applicationId}
                          path={line.path}
                          label={line.label}
                        />
                      ) : null}
                    </dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
        </>
      ) : null}
    </section>
  );
}
