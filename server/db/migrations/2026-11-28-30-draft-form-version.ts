import type { Kysely } from 'kysely';

/**
 * A member's draft records the version of the form its answers were saved under, so a later
 * version of the form migrates them when the draft is resumed (null: saved before versions, 1).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('application_drafts').addColumn('form_version', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('application_drafts').dropColumn('form_version').execute();
}
