import { Link, useParams } from 'react-router';
import { useAdminTitle } from './admin-title';
import { shownTime, statusLabel } from './labels';
import { MemberActionButton, StatusChangeForm } from './MemberActions';
import { useStaffData } from './use-staff-data';

interface Application {
  readonly _id: string;
  readonly status: string;
  readonly policy: { readonly type: string; readonly referenceNumber?: string };
}

interface MemberDetail {
  readonly user: {
    readonly _id: string;
    readonly firstName: string;
    readonly lastName: string;
    readonly username?: string;
    readonly mbaId?: string;
    readonly memberId?: string;
    readonly dateOfBirth?: string;
    readonly ssn?: string;
    readonly contact: {
      readonly email: { readonly primary: string };
      readonly phone: { readonly home?: string };
    };
    readonly mailing: {
      readonly street?: string;
      readonly city?: string;
      readonly state?: string;
      readonly zip?: string;
    };
    readonly accountStatus: string;
    readonly affiliation: string;
    readonly mbaError: string | null;
    readonly hasVoted: string;
    readonly paymentMethodLastUpdated: string | null;
    readonly beneLastUpdated: string | null;
    readonly applications: Readonly<Record<string, readonly Application[]>>;
    readonly beneficiaries: readonly {
      readonly applicationId: string;
      readonly policyType: string;
      readonly primary: readonly { name: string; relationship: string; sharePercent: string }[];
      readonly contingent: readonly { name: string; relationship: string; sharePercent: string }[];
    }[];
  };
  readonly account: { readonly mfaMethods: readonly string[]; readonly statusSince: string | null };
  readonly login: {
    readonly failures: number;
    readonly locked: boolean;
    readonly delayedUntil: string | null;
  };
}

const orNone = (value: string | null | undefined) => (value ? value : 'None');

/** A member's data and account fields (spec §3), their applications, and what staff may do. */
export function MemberPage() {
  const { memberId = '' } = useParams();
  const [state, reload] = useStaffData<MemberDetail>('member', { memberId });
  const title =
    state.status === 'ready'
      ? `${state.data.user.firstName} ${state.data.user.lastName}`
      : 'Member';
  useAdminTitle(title);
  if (state.status !== 'ready')
    return (
      <section className="admin-page" aria-labelledby="admin-heading">
        <h1 id="admin-heading">{title}</h1>
        {state.status === 'loading' ? (
          <p role="status">Loading…</p>
        ) : (
          <p role="alert">{state.message}</p>
        )}
      </section>
    );
  const { user, account, login } = state.data;
  const applications = Object.values(user.applications).flat();
  return (
    <section className="admin-page" aria-labelledby="admin-heading">
      <p>
        <Link to="/admin/members/">Back to the member search</Link>
      </p>
      <h1 id="admin-heading">{title}</h1>
      <h2>Member data</h2>
      <dl className="admin-facts">
        <dt>Username</dt>
        <dd>{orNone(user.username)}</dd>
        <dt>Member id</dt>
        <dd>{orNone(user.memberId)}</dd>
        <dt>mbaId</dt>
        <dd>{orNone(user.mbaId)}</dd>
        <dt>E-mail</dt>
        <dd>{user.contact.email.primary}</dd>
        <dt>Home phone</dt>
        <dd>{orNone(user.contact.phone.home)}</dd>
        <dt>Mailing address</dt>
        <dd>
          {[user.mailing.street, user.mailing.city, user.mailing.state, user.mailing.zip]
            .filter(Boolean)
            .join(', ') || 'None'}
        </dd>
        <dt>Date of birth</dt>
        <dd>{orNone(user.dateOfBirth)}</dd>
        <dt>SSN</dt>
        <dd>{orNone(user.ssn)}</dd>
      </dl>
      <h2>Account</h2>
      <dl className="admin-facts">
        <dt>Status</dt>
        <dd data-account-status={user.accountStatus}>
          {user.accountStatus}
          {account.statusSince ? ` since ${shownTime(account.statusSince)}` : ''}
        </dd>
        <dt>Affiliation</dt>
        <dd>{orNone(user.affiliation)}</dd>
        <dt>Account error</dt>
        <dd>{orNone(user.mbaError)}</dd>
        <dt>Voted this year</dt>
        <dd>{user.hasVoted === '1' ? 'Yes' : 'No'}</dd>
        <dt>Payment method last updated</dt>
        <dd>
          {user.paymentMethodLastUpdated ? shownTime(user.paymentMethodLastUpdated) : 'Never'}
        </dd>
        <dt>Beneficiaries last updated</dt>
        <dd>{user.beneLastUpdated ? shownTime(user.beneLastUpdated) : 'Never'}</dd>
        <dt>Two-step verification</dt>
        <dd>{account.mfaMethods.length > 0 ? account.mfaMethods.join(', ') : 'Off'}</dd>
        <dt>Login</dt>
        <dd data-login-locked={login.locked ? 'yes' : 'no'}>
          {login.locked ? 'Held back after failed attempts' : 'Open'} ({login.failures} failed in
          the last hour)
        </dd>
      </dl>
      <h2>Applications</h2>
      {applications.length === 0 ? (
        <p>None.</p>
      ) : (
        <ul>
          {applications.map((application) => (
            <li key={application._id}>
              {application.policy.type}
              {application.policy.referenceNumber ? ` (${application.policy.referenceNumber})` : ''}
              : {statusLabel(application.status)}
            </li>
          ))}
        </ul>
      )}
      <h2>Beneficiaries of approved applications</h2>
      {user.beneficiaries.length === 0 ? (
        <p>None.</p>
      ) : (
        <ul>
          {user.beneficiaries.map((entry) => (
            <li key={entry.applicationId}>
              {entry.policyType}:{' '}
              {[
                ...entry.primary.map((b) => `${b.name} (${b.relationship}, ${b.sharePercent}%)`),
                ...entry.contingent.map((b) => `${b.name} (contingent, ${b.sharePercent}%)`),
              ].join('; ')}
            </li>
          ))}
        </ul>
      )}
      <h2>Help the member</h2>
      <p>Passwords are never shown or set here: a reset e-mail lets the member choose one.</p>
      <div className="admin-actions">
        <MemberActionButton
          memberId={user._id}
          action="unlockLogin"
          label="Unlock the login"
          success="The login is unlocked."
          onDone={reload}
        />
        <MemberActionButton
          memberId={user._id}
          action="resendUsername"
          label="E-mail the username"
          success="The username was e-mailed."
        />
        <MemberActionButton
          memberId={user._id}
          action="resendPasswordReset"
          label="E-mail a password reset link"
          success="A reset link was e-mailed."
        />
      </div>
      <h2>Change the status</h2>
      <StatusChangeForm memberId={user._id} current={user.accountStatus} onChanged={reload} />
    </section>
  );
}
