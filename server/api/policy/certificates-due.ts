import type { Kysely, Selectable } from 'kysely';
import {
  frequencyMultipliers,
  planByCode,
  quote,
  QuoteError,
  isRateSheetId,
  type QuoteFrequency,
} from '../../../plans';
import { ageOn } from '../../../validators';
import type { MemberRow } from '../../auth/member-session';
import type { ApplicationsTable, Database } from '../../db/schema';

/** The frequencies a member may pay by: monthly and spec §3's Q (x3), S (x6), A (x12). */
export const payableFrequencies: readonly QuoteFrequency[] = ['M', 'Q', 'S', 'A'];

/** One person a certificate insures, by name, with their own amount. */
export interface CoveredPerson {
  title: string;
  name: string;
  coverage: number | null;
}

export interface CertificateDue {
  applicationId: string;
  policyType: string;
  planName: string;
  certificateNumber: string | null;
  coverage: number | null;
  /** What one payment is at each frequency, in US dollars; null when not priced online. */
  due: Record<QuoteFrequency, number> | null;
  /** Who is insured: the applicant first, then a spouse or children the application covers. */
  covered: CoveredPerson[];
  /** The method chosen on the application, in words ('Visa ending in 4242'). */
  paymentMethod: string | null;
  /** Q, S or A as chosen on the application; null when none was asked. */
  frequency: QuoteFrequency | null;
  /** YYYY-MM-DD, the day the coverage started or starts. */
  effectiveDate: string | null;
  /** A fixed-price plan's price: `$277.20 every 12 months`. */
  fixedPremium: { amount: number; renewalPeriodMonths: number } | null;
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
  // Priced when the application came in, every person it covers together (policy facts).
  if (typeof policy.monthly === 'number') return byFrequency(policy.monthly);
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

/** Each frequency's payment for a monthly premium: a quarter is exactly three months. */
function byFrequency(monthly: number): Record<QuoteFrequency, number> {
  const cents = Math.round(monthly * 100);
  const due = (frequency: QuoteFrequency) => (cents * frequencyMultipliers[frequency]) / 100;
  return { M: due('M'), Q: due('Q'), S: due('S'), A: due('A') };
}

const isFrequency = (value: unknown): value is QuoteFrequency =>
  typeof value === 'string' && (payableFrequencies as readonly string[]).includes(value);

function coveredOf(policy: Record<string, unknown>): CoveredPerson[] {
  if (!Array.isArray(policy.covered)) return [];
  return policy.covered.flatMap((person: unknown) => {
    if (typeof person !== 'object' || person === null) return [];
    const { title, name, coverage } = person as Record<string, unknown>;
    return typeof title === 'string' && typeof name === 'string'
      ? [{ title, name, coverage: typeof coverage === 'number' ? coverage : null }]
      : [];
  });
}

function fixedPremiumOf(policy: Record<string, unknown>): CertificateDue['fixedPremium'] {
  const fixed = policy.fixedPremium as Record<string, unknown> | null | undefined;
  return fixed && typeof fixed.amount === 'number' && typeof fixed.renewalPeriodMonths === 'number'
    ? { amount: fixed.amount, renewalPeriodMonths: fixed.renewalPeriodMonths }
    : null;
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
  return rows.map((row) => {
    const policy = row.policy;
    return {
      applicationId: row.id,
      policyType: row.policy_type,
      planName:
        text(policy.planName) ?? planByCode(text(policy.code) ?? '')?.name ?? row.policy_type,
      certificateNumber: text(policy.certificateNumber) ?? null,
      coverage: typeof policy.coverage === 'number' ? policy.coverage : null,
      due: dueOf(row, member),
      covered: coveredOf(policy),
      paymentMethod: text(policy.paymentMethod) ?? null,
      frequency: isFrequency(policy.frequency) ? policy.frequency : null,
      effectiveDate: text(policy.effectiveDate) ?? null,
      fixedPremium: fixedPremiumOf(policy),
    };
  });
}
