import type { Kysely } from 'kysely';

/**
 * Each save of an application is its own row, opened only by the link mailed for it: saving
 * for an address no longer replaces what someone else saved there (issue 46). Rows are still
 * looked up by address to mail fresh links, and the throttles on saves bound how many there are.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('saved_applications_email_form').execute();
  await db.schema
    .createIndex('saved_applications_email')
    .on('saved_applications')
    .columns(['email', 'expires_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('saved_applications_email').execute();
  await db.schema
    .createIndex('saved_applications_email_form')
    .on('saved_applications')
    .columns(['email', 'form_id'])
    .unique()
    .execute();
}
