import type { Kysely } from 'kysely';

/**
 * A sign-up made from an application's confirmation names that application, so the account
 * made when the e-mail address is confirmed has it at once (issue 44).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('signup_requests').addColumn('application_id', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('signup_requests').dropColumn('application_id').execute();
}
