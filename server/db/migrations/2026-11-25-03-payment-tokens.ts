import { sql, type Kysely } from 'kysely';

/**
 * Card and bank numbers move to a payment vault (server/payments/): its table of tokens, and a
 * keyed hash of each submission's answers, so that a repeated submit is recognised without the
 * numbers being kept. A CVV may not be kept after the request that carried it (PCI DSS 3.3.1):
 * every one stored before, sealed in a submission's answers, is removed here (and from drafts,
 * which never should have held one). The card numbers already stored stay sealed with the SSN
 * key: a migration has no key to move them with.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payment_tokens')
    .addColumn('token', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('card', 'bank')`))
    .addColumn('number_cipher', 'text', (c) => c.notNull())
    .addColumn('routing_number_cipher', 'text')
    .addColumn('brand', 'text')
    .addColumn('last4', 'text', (c) => c.notNull())
    .addColumn('expiry', 'text')
    .addColumn('account_type', 'text')
    .addColumn('holder', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .alterTable('application_submissions')
    .addColumn('answers_fingerprint', 'text')
    .execute();
  for (const table of ['application_submissions', 'application_drafts']) {
    await sql`update ${sql.table(table)} set data = data #- '{card,cvv}'
      where data #> '{card,cvv}' is not null`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('application_submissions').dropColumn('answers_fingerprint').execute();
  await db.schema.dropTable('payment_tokens').execute();
}
