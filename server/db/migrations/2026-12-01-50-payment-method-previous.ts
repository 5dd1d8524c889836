import type { Kysely } from 'kysely';

/**
 * The method on file before the last change, kept while that change is pending, so the member
 * can cancel a change they did not make and have their own method back (issue 46).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payment_methods').addColumn('previous', 'jsonb').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payment_methods').dropColumn('previous').execute();
}
