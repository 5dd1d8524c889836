import { sql, type Kysely } from 'kysely';

/**
 * The electronic signature kept with each submission (the name typed, the consent text shown,
 * when), and the applicant's PDF copy of it, made once when it is received so every download
 * and the e-mail give the same document. The copy shows sensitive numbers by their last four.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('application_submissions').addColumn('signature', 'text').execute();
  await db.schema
    .alterTable('application_submissions')
    .addColumn('signature_consent', 'text')
    .execute();
  await db.schema
    .alterTable('application_submissions')
    .addColumn('signed_at', 'timestamptz')
    .execute();
  await db.schema
    .createTable('application_copies')
    .addColumn('application_id', 'text', (c) =>
      c.primaryKey().references('application_submissions.application_id').onDelete('cascade'),
    )
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('pdf', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('application_copies').execute();
  await db.schema.alterTable('application_submissions').dropColumn('signed_at').execute();
  await db.schema.alterTable('application_submissions').dropColumn('signature_consent').execute();
  await db.schema.alterTable('application_submissions').dropColumn('signature').execute();
}
