import { sql, type Kysely } from 'kysely';

/**
 * One counter row per throttled subject (an account, an address, an account tried from an
 * address, an e-mail address sent to). A row is counted and checked in one statement, so
 * concurrent requests cannot slip past a limit. It replaces the failure log, which was read and
 * written in separate statements.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('throttle_counters')
    .addColumn('subject', 'text', (c) => c.primaryKey())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('window_started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('next_allowed_at', 'timestamptz')
    .execute();
  await db.schema.dropTable('login_failures').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('login_failures')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('failed_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create index login_failures_subject_idx on login_failures (subject, failed_at)`.execute(
    db,
  );
  await db.schema.dropTable('throttle_counters').execute();
}
