import { sql, type Kysely } from 'kysely';

/** Links a visitor e-mailed to someone: a shared application or a coverage benchmark. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('shared_links')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('sender_name', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('link', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('shared_links').execute();
}
