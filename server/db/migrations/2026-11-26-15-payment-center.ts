import { sql, type Kysely } from 'kysely';

/**
 * The payment center and beneficiary updates (issue 21). The gateway's side: the sandbox's
 * tokens (no number: kind, brand, last four, expiry and the test outcome) and charges by
 * idempotency key. Ours: each member's payment method on file (a token), payments made with
 * their receipt ids, and beneficiary updates waiting for the association (48 hours).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sandbox_gateway_tokens')
    .addColumn('token', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('card', 'bank')`))
    .addColumn('brand', 'text')
    .addColumn('last4', 'text', (c) => c.notNull())
    .addColumn('expiry', 'text')
    .addColumn('decline_code', 'text')
    .addColumn('decline_message', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('gateway_charges')
    .addColumn('idempotency_key', 'text', (c) => c.primaryKey())
    .addColumn('token', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents > 0`))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('succeeded', 'declined')`))
    .addColumn('receipt_id', 'text', (c) => c.unique())
    .addColumn('decline_code', 'text')
    .addColumn('decline_message', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('payment_methods')
    .addColumn('member_id', 'text', (c) =>
      c.primaryKey().references('members.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('card', 'bank')`))
    .addColumn('token', 'text', (c) => c.notNull())
    .addColumn('brand', 'text')
    .addColumn('bank_name', 'text')
    .addColumn('last4', 'text', (c) => c.notNull())
    .addColumn('expiry', 'text')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('member_payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('application_id', 'text', (c) => c.notNull())
    .addColumn('certificate_number', 'text')
    .addColumn('policy_type', 'text', (c) => c.notNull())
    .addColumn('frequency', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('method_kind', 'text', (c) => c.notNull())
    .addColumn('brand', 'text')
    .addColumn('bank_name', 'text')
    .addColumn('last4', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('receipt_id', 'text')
    .addColumn('decline_message', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('member_payments_key', ['member_id', 'idempotency_key'])
    .execute();
  await db.schema
    .createIndex('member_payments_member')
    .on('member_payments')
    .columns(['member_id', 'created_at'])
    .execute();
  await db.schema
    .createTable('beneficiary_updates')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('application_id', 'text', (c) => c.notNull())
    .addColumn('beneficiaries', 'jsonb', (c) => c.notNull())
    .addColumn('requested_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('beneficiary_updates_member')
    .on('beneficiary_updates')
    .columns(['member_id', 'requested_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'beneficiary_updates',
    'member_payments',
    'payment_methods',
    'gateway_charges',
    'sandbox_gateway_tokens',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
