import type { UserData } from '../../api';
import { applicationTypeName } from '../application-names';
import { applicationsOf } from '../member-applications';
import { ApplicationCopyButton } from './ApplicationCopyButton';

const statusNames: Readonly<Record<string, string>> = {
  approved: 'Approved',
  pending: 'Being reviewed',
  rejected: 'Not approved',
};

/**
 * The member's applications normalised by type (getUser), each sent online with its PDF copy,
 * and the plans applied for: rejected applications are not counted (spec §4).
 */
export function ApplicationsSection({ data }: { readonly data: UserData }) {
  const applications = applicationsOf(data);
  const submitted = Array.isArray(data.submittedApplications)
    ? data.submittedApplications.filter((type): type is string => typeof type === 'string')
    : [];
  return (
    <section aria-labelledby="coverage-applications" className="account-card">
      <h2 id="coverage-applications">Your applications</h2>
      {applications.length === 0 ? (
        <p>You have no applications in your online account.</p>
      ) : (
        <ul className="application-list" data-list="applications">
          {applications.map((application) => (
            <li key={application._id} data-status={application.status}>
              <strong>{applicationTypeName(application.policy.type)}</strong>:{' '}
              {statusNames[application.status] ?? application.status}
              {application.createdAt
                ? `, sent ${new Date(application.createdAt).toLocaleDateString('en-US')}`
                : ''}
              {/* Applications sent online carry their reference number; only they have a copy. */}
              {typeof application.policy.referenceNumber === 'string' && (
                <ApplicationCopyButton
                  applicationId={application._id}
                  label={applicationTypeName(application.policy.type)}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      <p data-testid="submitted-applications">
        Plans applied for, rejected applications not counted:{' '}
        {submitted.length === 0 ? 'none' : submitted.map(applicationTypeName).join(', ')}.
      </p>
    </section>
  );
}
