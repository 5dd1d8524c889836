import { sql, type Kysely } from 'kysely';

/**
 * Save and finish later: an application's answers kept under the applicant's e-mail address
 * (sensitive fields never), and the single-use links e-mailed to reopen it, stored as hashes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('saved_applications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('member_id', 'text')
    .addColumn('app_id', 'text', (c) => c.notNull())
    .addColumn('form_id', 'text', (c) => c.notNull())
    .addColumn('form_version', 'integer', (c) => c.notNull())
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addColumn('passed_steps', 'jsonb', (c) => c.notNull())
    .addColumn('last_passed_step', 'text')
    .addColumn('submission_key', 'text')
    .addColumn('saved_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  // One saved application per address and form: saving again replaces it, so a flood of saves
  // from one address cannot grow the table.
  await db.schema
    .createIndex('saved_applications_email_form')
    .on('saved_applications')
    .columns(['email', 'form_id'])
    .unique()
    .execute();
  await db.schema
    .createTable('resume_links')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('saved_application_id', 'text', (c) =>
      c.notNull().references('saved_applications.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('resume_links_saved_application')
    .on('resume_links')
    .column('saved_application_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('resume_links').execute();
  await db.schema.dropTable('saved_applications').execute();
}
