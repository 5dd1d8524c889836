import type { Kysely, Selectable } from 'kysely';
import type { ElectionConfig } from '../../validators';
import type { MemberRow } from '../auth/member-session';
import { maskedSsnOf } from '../auth/masked-ssn';
import type { SsnCipher } from '../auth/ssn-cipher';
import { preparedQuery } from '../db/prepared-query';
import type { ApplicationsTable, BeneficiaryEntry, Database } from '../db/schema';
import { accountFlags } from './account-flags';
import { memberAccount } from './member-account';
import { hasVoted as memberHasVoted } from './votes';

export interface ApplicationSummary {
  _id: string;
  policy: Record<string, unknown> & { type: string };
  status: string;
  beneficiaries: { primary: BeneficiaryEntry[]; contingent: BeneficiaryEntry[] };
  lastPassedStep: string | null;
  createdAt: string;
}

function applicationSummary(row: Selectable<ApplicationsTable>): ApplicationSummary {
  return {
    _id: row.id,
    policy: { ...row.policy, type: row.policy_type },
    status: row.status,
    beneficiaries: row.beneficiaries,
    lastPassedStep: row.last_passed_step,
    createdAt: row.created_at.toISOString(),
  };
}

export const applicationsOf = preparedQuery((db, memberId: string) =>
  db.selectFrom('applications').selectAll().where('member_id', '=', memberId).orderBy('created_at'),
);

const iso = (value: Date | null): string | null => (value === null ? null : value.toISOString());

export interface UserDataSources {
  db: Kysely<Database>;
  now: Date;
  election: ElectionConfig;
  ssnCipher: SsnCipher;
}

/**
 * getUser's answer: member data of spec §3 (no password, no devices, SSN masked), the account
 * fields, and the derived data and permissions computed by the validators' member rules.
 */
export async function userData(member: MemberRow, sources: UserDataSources) {
  const { db, now, election } = sources;
  const [rows, voted] = await Promise.all([
    applicationsOf(db, member.id),
    memberHasVoted(db, member.id, election),
  ]);
  const applications = rows.map(applicationSummary);
  const account = memberAccount(member, voted);
  const { flags, permissions } = accountFlags(account, now, election);
  const profile = member.profile;

  const byType: Record<string, ApplicationSummary[]> = {};
  for (const application of applications) {
    (byType[application.policy.type] ??= []).push(application);
  }
  const submittedApplications = [
    ...new Set(applications.filter((a) => a.status !== 'rejected').map((a) => a.policy.type)),
  ];
  const beneficiaries = applications
    .filter((a) => a.status === 'approved')
    .map((a) => ({ applicationId: a._id, policyType: a.policy.type, ...a.beneficiaries }));

  return {
    _id: member.id,
    mbaId: profile.mbaId,
    memberId: profile.memberId,
    username: member.username ?? undefined,
    firstName: member.first_name,
    middleInitial: profile.middleInitial,
    lastName: member.last_name,
    gender: profile.gender,
    relationshipStatus: profile.relationshipStatus,
    dateOfBirth: profile.dateOfBirth,
    mailing: profile.mailing ?? {},
    contact: {
      phone: { home: member.phone ?? undefined, ...profile.contact?.phone },
      email: { primary: member.email, ...profile.contact?.email },
    },
    military: profile.military ?? {},
    service: profile.service ?? {},
    ssn: maskedSsnOf(sources.ssnCipher, member.ssn_cipher),
    mfaEnabled: member.mfa_enabled,
    accountStatus: account.accountStatus,
    affiliation: account.affiliation,
    mbaError: member.mba_error,
    hasVoted: voted ? '1' : '0',
    paymentMethodLastUpdated: iso(member.payment_method_last_updated),
    beneLastUpdated: iso(member.bene_last_updated),
    ballotAllowed: flags.ballotAllowed,
    paymentAllowed: flags.paymentAllowed,
    paymentMethodUpdatePending: flags.paymentMethodUpdatePending,
    beneUpdatePending: flags.beneUpdatePending,
    applications: byType,
    submittedApplications,
    beneficiaries,
    permissions,
  };
}
