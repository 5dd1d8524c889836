import type { Kysely } from 'kysely';

/**
 * The audit trail names the member whose account a change was made on (issue 21: every change
 * a member makes in their account is written with who, what and when), beside the admin.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('audit_log').addColumn('member_id', 'text').execute();
  await db.schema
    .createIndex('audit_log_member_at')
    .on('audit_log')
    .columns(['member_id', 'at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('audit_log_member_at').execute();
  await db.schema.alterTable('audit_log').dropColumn('member_id').execute();
}
