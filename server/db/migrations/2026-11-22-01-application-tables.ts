import { sql, type Kysely } from 'kysely';

/**
 * The form engine's tables: members' drafts (resumed on another device) and every submission by
 * its idempotency key. `if not exists`: databases made before this migration already have them,
 * created on first use by the application api.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('application_drafts')
    .ifNotExists()
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('app_id', 'text', (c) => c.notNull())
    .addColumn('form_id', 'text', (c) => c.notNull())
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addColumn('passed_steps', 'jsonb', (c) => c.notNull())
    .addColumn('last_passed_step', 'text')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('application_drafts_pk', ['member_id', 'app_id', 'form_id'])
    .execute();
  await db.schema
    .createTable('application_submissions')
    .ifNotExists()
    .addColumn('idempotency_key', 'text', (c) => c.primaryKey())
    .addColumn('application_id', 'text', (c) => c.notNull().unique())
    .addColumn('reference_number', 'text', (c) => c.notNull().unique())
    .addColumn('app_id', 'text', (c) => c.notNull())
    .addColumn('form_id', 'text', (c) => c.notNull())
    .addColumn('member_id', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('application_submissions').execute();
  await db.schema.dropTable('application_drafts').execute();
}
