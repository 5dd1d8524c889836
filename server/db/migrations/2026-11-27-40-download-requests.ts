import { sql, type Kysely } from 'kysely';

/** Requests of the download form: which document was e-mailed to whom. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('download_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('document', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('download_requests').execute();
}
