import { sql, type Kysely } from 'kysely';
import { associationTimeZone, calendarDate } from '../../validators';
import type { Database } from '../db/schema';

export interface IssuedCertificate {
  certificateNumber: string;
  /** YYYY-MM-DD: the first day of the month after approval, on the association's calendar. */
  effectiveDate: string;
}

/** The first day of the month after `approvedAt` in New York: when approved coverage starts. */
export function effectiveDateAfter(approvedAt: Date): string {
  const today = calendarDate(approvedAt, associationTimeZone);
  if (today === undefined) throw new Error('No calendar date for the approval');
  const month = today.month === 12 ? 1 : today.month + 1;
  const year = today.month === 12 ? today.year + 1 : today.year;
  return `${year}-${String(month).padStart(2, '0')}-01`;
}

/**
 * Issues the certificate of an application being approved: a number from the sequence, with the
 * plan's code before it ('L4-500001'), and its effective date. Kept with the submission and, when
 * the application is a member's, in the member's policy; in the caller's transaction.
 */
export async function issueCertificate(
  db: Kysely<Database>,
  application: { applicationId: string; planCode: string | null },
  approvedAt: Date,
): Promise<IssuedCertificate> {
  const { rows } = await sql<{
    next: string;
  }>`select nextval('certificate_numbers') as next`.execute(db);
  const issued = {
    certificateNumber: `${application.planCode ?? 'MBA'}-${String(rows[0]?.next ?? '')}`,
    effectiveDate: effectiveDateAfter(approvedAt),
  };
  await db
    .updateTable('application_submissions')
    .set({ certificate_number: issued.certificateNumber, effective_date: issued.effectiveDate })
    .where('application_id', '=', application.applicationId)
    .execute();
  await db
    .updateTable('applications')
    .set({
      policy: sql`policy || ${JSON.stringify(issued)}::jsonb`,
    })
    .where('id', '=', application.applicationId)
    .execute();
  return issued;
}
