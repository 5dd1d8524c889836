import type { Kysely, Selectable } from 'kysely';
import { planByCode, quote, QuoteError, isRateSheetId, type QuoteFrequency } from '../../../plans';
import { ageOn } from '../../../validators';
import type { MemberRow } from '../../auth/member-session';
import type { ApplicationsTable, Database } from '../../db/schema';

/** The frequencies a member may pay by: monthly and spec §3's Q (x3), S (x6), A (x12). */
export const payableFrequencies: readonly QuoteFrequency[] = ['M', 'Q', 'S', 'A'];

export interface CertificateDue {
  applicationId: string;
  policyType: string;
  planName: string;
  certificateNumber: string | null;
  coverage: number | null;
  /** What one payment is at each frequency, in US dollars; null when not priced online. */
  due: Record<QuoteFrequency, number> | null;
}

type ApplicationRow = Selectable<ApplicationsTable>;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/**
 * The premium of one approved application from its plan's rate table, at the age the member
 * had when applying (a level-rate policy keeps the rate it was issued at): the policy's own
 * issue age when it records one. Null for a plan without a rate table (Tricare, National Guard
 * are billed) or a policy the tables cannot price.
 */
function dueOf(application: ApplicationRow, member: MemberRow): CertificateDue['due'] {
  const policy = application.policy;
  const plan = planByCode(text(policy.code) ?? '');
  const coverage = typeof policy.coverage === 'number' ? policy.coverage : undefined;
  if (plan === undefined || !isRateSheetId(plan.rateSheet) || coverage === undefined) return null;
  const age =
    typeof policy.issueAge === 'number'
      ? policy.issueAge
      : ageOn(member.profile.dateOfBirth, application.created_at);
  if (age === undefined) return null;
  try {
    return quote({
      rateSheet: plan.rateSheet,
      age,
      coverage,
      ...(text(policy.tier) ? { tier: policy.tier as never } : {}),
      ...(text(policy.sex) || member.profile.gender
        ? { sex: (text(policy.sex) ?? member.profile.gender) as never }
        : {}),
      ...(text(policy.term) ? { term: policy.term as never } : {}),
      ...(policy.tobacco === '1' || policy.tobacco === true ? { tobacco: true } : {}),
    }).byFrequency;
  } catch (error) {
    if (error instanceof QuoteError) return null;
    throw error;
  }
}

/** The member's certificates: the approved applications, each with what is due. */
export async function certificatesDue(
  db: Kysely<Database>,
  member: MemberRow,
): Promise<CertificateDue[]> {
  const rows = await db
    .selectFrom('applications')
    .selectAll()
    .where('member_id', '=', member.id)
    .where('status', '=', 'approved')
    .orderBy('created_at')
    .execute();
  return rows.map((row) => ({
    applicationId: row.id,
    policyType: row.policy_type,
    planName: planByCode(text(row.policy.code) ?? '')?.name ?? row.policy_type,
    certificateNumber: text(row.policy.certificateNumber) ?? null,
    coverage: typeof row.policy.coverage === 'number' ? row.policy.coverage : null,
    due: dueOf(row, member),
  }));
}
