import type { Kysely } from 'kysely';

/**
 * A beneficiary update the member cancelled while it was pending: kept, with when, so the
 * record shows what was asked and undone (a stolen session's change, say), and no longer shown.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('beneficiary_updates')
    .addColumn('cancelled_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('beneficiary_updates').dropColumn('cancelled_at').execute();
}
