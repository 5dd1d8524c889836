import type { Kysely } from 'kysely';

/**
 * A member's consent to electronic delivery (spec 4): one row per member, given at an instant
 * and good for 365 days; withdrawing it sets withdrawn_at.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('electronic_consents')
    .addColumn('member_id', 'text', (c) =>
      c.primaryKey().references('members.id').onDelete('cascade'),
    )
    .addColumn('given_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('withdrawn_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('electronic_consents').execute();
}
