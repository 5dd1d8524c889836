import { sql, type Kysely } from 'kysely';

/**
 * An approved application is issued a certificate: its number (from a sequence, so two
 * approvals at once never share one) and the date its coverage starts. Kept with the submission,
 * so a visitor's application approved before it joins an account brings them along (issue 44).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create sequence certificate_numbers start with 500001`.execute(db);
  await db.schema
    .alterTable('application_submissions')
    .addColumn('certificate_number', 'text')
    .addColumn('effective_date', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('application_submissions')
    .dropColumn('certificate_number')
    .dropColumn('effective_date')
    .execute();
  await sql`drop sequence certificate_numbers`.execute(db);
}
