import type { Kysely } from 'kysely';
import type { FormData, FormDefinition } from '../../../engine';
import { isRecord } from '../../../validators';
import type { Database } from '../../db/schema';
import { withinTransaction } from '../../db/within-transaction';
import { policyFactsOf } from '../../policies/policy-facts';

/** The beneficiaries of an application's answers, as getUser lists them. */
export function beneficiariesOf(data: FormData) {
  const value = data.beneficiaries as { primary?: unknown[]; contingent?: unknown[] } | undefined;
  return { primary: value?.primary ?? [], contingent: value?.contingent ?? [] };
}

export interface JoinedApplication {
  applicationId: string;
  referenceNumber: string;
  status: string;
  appId: string;
  formId: string;
  memberId: string;
  /** The answers as stored or sent (their beneficiaries are listed). */
  data: FormData;
  /** When the application was received: the day its premium is priced at. */
  receivedAt: Date;
  /** The certificate, when the application was approved before it joined the account. */
  certificateNumber?: string | null;
  effectiveDate?: string | null;
}

/**
 * Makes a submitted application one of the member's: the row getUser reads its applications,
 * submitted applications and beneficiaries from (spec §3). At submission by a logged-in member,
 * and later when a visitor's application is claimed or staff link it.
 */
export async function joinMemberApplication(
  db: Kysely<Database>,
  definition: FormDefinition,
  joined: JoinedApplication,
): Promise<void> {
  const lastStep = definition.steps[definition.steps.length - 1]?.id ?? null;
  await db
    .insertInto('applications')
    .values({
      id: joined.applicationId,
      member_id: joined.memberId,
      policy_type: definition.applicationType,
      status: joined.status,
      // What was bought, as the account shows it: plan, amount, who is insured, the premium.
      policy: JSON.stringify({
        ...policyFactsOf(definition, joined.data, joined.receivedAt),
        type: definition.applicationType,
        appId: joined.appId,
        formId: joined.formId,
        referenceNumber: joined.referenceNumber,
        receivedAt: joined.receivedAt.toISOString(),
        ...(joined.certificateNumber ? { certificateNumber: joined.certificateNumber } : {}),
        ...(joined.effectiveDate ? { effectiveDate: joined.effectiveDate } : {}),
      }),
      beneficiaries: JSON.stringify(beneficiariesOf(joined.data)),
      last_passed_step: lastStep,
    })
    .execute();
}

/**
 * Links a visitor's submitted application to a member, once: false when it already belongs to
 * someone (two claims at once, one wins). Its status, decisions and copy stay as they are.
 */
export async function linkApplicationToMember(
  db: Kysely<Database>,
  definition: FormDefinition,
  submission: { applicationId: string; memberId: string },
): Promise<boolean> {
  return withinTransaction(db, async (trx) => {
    const linked = await trx
      .updateTable('application_submissions')
      .set({ member_id: submission.memberId })
      .where('application_id', '=', submission.applicationId)
      .where('member_id', 'is', null)
      .returning([
        'reference_number',
        'status',
        'app_id',
        'form_id',
        'data',
        'created_at',
        'certificate_number',
        'effective_date',
      ])
      .executeTakeFirst();
    if (linked === undefined) return false;
    await joinMemberApplication(trx, definition, {
      applicationId: submission.applicationId,
      referenceNumber: linked.reference_number,
      status: linked.status,
      appId: linked.app_id,
      formId: linked.form_id,
      memberId: submission.memberId,
      data: linked.data as FormData,
      receivedAt: linked.created_at,
      certificateNumber: linked.certificate_number,
      effectiveDate: linked.effective_date,
    });
    return true;
  });
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The e-mail address an application gives to reach its applicant, in lower case. */
export function contactEmailOf(data: Record<string, unknown>): string {
  const contact = isRecord(data.contact) ? data.contact : {};
  return text(contact.email).toLowerCase();
}

/** What an account made from an application starts with: its applicant's name, e-mail, birth. */
export interface AccountFromApplication {
  firstName: string;
  lastName: string;
  email: string;
  dateOfBirth?: string;
}

/**
 * The applicant as the sign-up form is filled from the confirmation: the owner when the
 * application names one (a parent applying for a child), otherwise the insured.
 */
export function accountFromApplication(
  data: Record<string, unknown>,
): AccountFromApplication | undefined {
  const owner = isRecord(data.owner) && text(data.owner.firstName) !== '' ? data.owner : undefined;
  const person = owner ?? (isRecord(data.insured) ? data.insured : {});
  const firstName = text(person.firstName);
  const lastName = text(person.lastName);
  const email = text(isRecord(data.contact) ? data.contact.email : undefined);
  if (firstName === '' || lastName === '' || email === '') return undefined;
  const dateOfBirth = text(person.dateOfBirth);
  return { firstName, lastName, email, ...(dateOfBirth ? { dateOfBirth } : {}) };
}
