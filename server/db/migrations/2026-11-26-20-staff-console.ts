import { sql, type Kysely } from 'kysely';

/**
 * The staff console (issue 29): when a staff session was last used (idle sessions end), each
 * decision on an application, the alert's dates, site settings (election, scholarship window)
 * and an audit log that refuses every change to a row once written.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('last_seen_at', 'timestamptz').execute();

  await db.schema
    .createTable('application_decisions')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('application_id', 'text', (c) => c.notNull())
    .addColumn('decision', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('admin_id', 'text', (c) => c.notNull())
    .addColumn('decided_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('application_decisions_application_idx')
    .on('application_decisions')
    .column('application_id')
    .execute();
  await db.schema
    .createIndex('application_submissions_created_idx')
    .on('application_submissions')
    .column('created_at')
    .execute();

  await db.schema.alterTable('alerts').addColumn('shows_from', 'timestamptz').execute();
  await db.schema.alterTable('alerts').addColumn('shows_until', 'timestamptz').execute();

  await db.schema
    .createTable('site_settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema.createIndex('audit_log_at_idx').on('audit_log').column('at').execute();
  // Written once, never changed: an update or a row deleted is refused by the database itself
  // (a demo reset empties the table with TRUNCATE, which row triggers do not see).
  await sql`
    create function audit_log_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'audit_log rows are never changed or deleted';
    end;
    $$`.execute(db);
  await sql`
    create trigger audit_log_append_only before update or delete on audit_log
    for each row execute function audit_log_append_only()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger audit_log_append_only on audit_log`.execute(db);
  await sql`drop function audit_log_append_only()`.execute(db);
  await db.schema.dropIndex('audit_log_at_idx').execute();
  await db.schema.dropTable('site_settings').execute();
  await db.schema.alterTable('alerts').dropColumn('shows_until').execute();
  await db.schema.alterTable('alerts').dropColumn('shows_from').execute();
  await db.schema.dropIndex('application_submissions_created_idx').execute();
  await db.schema.dropTable('application_decisions').execute();
  await db.schema.alterTable('sessions').dropColumn('last_seen_at').execute();
}
