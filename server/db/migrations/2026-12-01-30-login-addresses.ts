import { sql, type Kysely } from 'kysely';

/**
 * The addresses each account last logged in from with its password. Failures from elsewhere
 * can shut an account to strangers, never to its owner at an address it has used (issue 46).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('login_addresses')
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('succeeded_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('login_addresses_pkey', ['account', 'address'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('login_addresses').execute();
}
