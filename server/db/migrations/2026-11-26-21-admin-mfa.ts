import { sql, type Kysely } from 'kysely';

/**
 * MFA for super-admins (issue 29): where their codes go, which ways they take, and login
 * attempts that wait for a super-admin's code as they wait for a member's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('admins').addColumn('email', 'text').execute();
  await db.schema.alterTable('admins').addColumn('phone', 'text').execute();
  await db.schema
    .alterTable('admins')
    .addColumn('mfa_methods', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
  await db.schema
    .alterTable('login_attempts')
    .alterColumn('member_id', (c) => c.dropNotNull())
    .execute();
  await db.schema
    .alterTable('login_attempts')
    .addColumn('admin_id', 'text', (c) => c.references('admins.id').onDelete('cascade'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('login_attempts').dropColumn('admin_id').execute();
  await sql`delete from login_attempts where member_id is null`.execute(db);
  await db.schema
    .alterTable('login_attempts')
    .alterColumn('member_id', (c) => c.setNotNull())
    .execute();
  await db.schema.alterTable('admins').dropColumn('mfa_methods').execute();
  await db.schema.alterTable('admins').dropColumn('phone').execute();
  await db.schema.alterTable('admins').dropColumn('email').execute();
}
