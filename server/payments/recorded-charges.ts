import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { IdempotencyKeyReused, type ChargeRequest, type ChargeResult } from './gateway';

/** What a gateway decides of a charge it has not seen before. */
export type ChargeDecision =
  { status: 'succeeded' } | { status: 'declined'; declineCode: string; message: string };

const newReceiptId = () => `rcpt_${randomBytes(12).toString('base64url')}`;

/**
 * The gateway side's charges by idempotency key (`gateway_charges`), as a processor keeps them:
 * the first request under a key is decided and recorded, and every later one answers that
 * record. Two requests racing on one key insert once: the loser reads the winner's record.
 */
export async function recordedCharge(
  db: Kysely<Database>,
  request: ChargeRequest,
  now: Date,
  decide: () => Promise<ChargeDecision>,
): Promise<ChargeResult> {
  const earlier = await chargeOfKey(db, request.idempotencyKey);
  if (earlier !== undefined) return answerOf(earlier, request);
  const decision = await decide();
  const inserted = await db
    .insertInto('gateway_charges')
    .values({
      idempotency_key: request.idempotencyKey,
      token: request.token,
      amount_cents: request.amountCents,
      description: request.description,
      status: decision.status,
      receipt_id: decision.status === 'succeeded' ? newReceiptId() : null,
      decline_code: decision.status === 'declined' ? decision.declineCode : null,
      decline_message: decision.status === 'declined' ? decision.message : null,
      created_at: now,
    })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returningAll()
    .executeTakeFirst();
  const record = inserted ?? (await chargeOfKey(db, request.idempotencyKey));
  if (record === undefined) throw new Error('A charge recorded under its key was not found');
  return answerOf(record, request);
}

const chargeOfKey = (db: Kysely<Database>, key: string) =>
  db
    .selectFrom('gateway_charges')
    .selectAll()
    .where('idempotency_key', '=', key)
    .executeTakeFirst();

type ChargeRecord = NonNullable<Awaited<ReturnType<typeof chargeOfKey>>>;

function answerOf(record: ChargeRecord, request: ChargeRequest): ChargeResult {
  if (record.token !== request.token || record.amount_cents !== request.amountCents) {
    throw new IdempotencyKeyReused();
  }
  if (record.status === 'succeeded' && record.receipt_id !== null) {
    return { status: 'succeeded', receiptId: record.receipt_id, amountCents: record.amount_cents };
  }
  return {
    status: 'declined',
    declineCode: record.decline_code ?? 'declined',
    message: record.decline_message ?? '',
  };
}
