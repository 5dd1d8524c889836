import type { Kysely } from 'kysely';

/**
 * A member's draft keeps the application's submission key, so the same application finished on
 * another device is submitted under the same key: one application, never two.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('application_drafts').addColumn('submission_key', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('application_drafts').dropColumn('submission_key').execute();
}
