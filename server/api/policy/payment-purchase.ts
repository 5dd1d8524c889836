import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import { monthlyPaymentFrequency, paymentFrequencies, messages } from '../../../validators';
import { audit } from '../../auth/audit';
import {
  authenticatedMember,
  memberCredentialsSchema,
  type MemberCredentials,
} from '../../auth/member-session';
import type { MemberPaymentsTable } from '../../db/schema';
import { ApiError, fieldErrors } from '../../http/api-error';
import { defineAction, type ActionContext } from '../action';
import { idempotencyKeySchema } from '../application/step';
import { certificatesDue, payableFrequencies } from './certificates-due';
import { methodOnFile } from './method-on-file';
import {
  paymentDetailsProperties,
  tokenizedMethod,
  type PaymentDetailsInput,
  type TokenizedMethod,
} from './payment-details';
import { paymentRefusalOf } from './payment-refusal';
import { methodInWords, policyLetters } from './policy-letters';

export const notPricedOnlineMessage =
  'This certificate is billed by statement and cannot be paid online. Please call Member Services.';
export const noMethodOnFileMessage =
  'There is no payment method on file: pay by card or bank account.';
export const paymentInProgressMessage =
  'This payment is being processed. Please wait a moment before trying again.';
export const keyReusedMessage =
  'This payment was already sent with other details. Please start a new payment.';

interface PurchaseData extends MemberCredentials, Omit<PaymentDetailsInput, 'method'> {
  applicationId: string;
  frequency: string;
  idempotencyKey: string;
  method: PaymentDetailsInput['method'] | 'onFile';
}

type PaymentRow = Selectable<MemberPaymentsTable>;

const frequencyNames: Record<string, string> = Object.fromEntries(
  [monthlyPaymentFrequency, ...paymentFrequencies].map((f) => [f.code, f.name.toLowerCase()]),
);

/** The answer to a payment, the first time and every retry with its key. */
function answerOf(row: PaymentRow, planName: string) {
  const receipt = {
    paymentId: row.id,
    status: row.status,
    receiptId: row.receipt_id,
    amount: row.amount_cents / 100,
    frequency: row.frequency,
    applicationId: row.application_id,
    certificateNumber: row.certificate_number,
    planName,
    method: { kind: row.method_kind, brand: row.brand, bankName: row.bank_name, last4: row.last4 },
    paidAt: row.created_at.toISOString(),
  };
  if (row.status === 'declined') {
    throw new ApiError(402, row.decline_message ?? messages.somethingWentWrong, undefined, {
      payment: receipt,
    });
  }
  if (row.status === 'processing') throw new ApiError(409, paymentInProgressMessage);
  return receipt;
}

async function paymentOfKey(context: ActionContext, memberId: string, key: string) {
  return context.db
    .selectFrom('member_payments')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

/** The same key again: the first payment's answer, when it was for the same premium. */
function repeated(row: PaymentRow, data: PurchaseData, planName: string) {
  if (row.application_id !== data.applicationId || row.frequency !== data.frequency) {
    throw new ApiError(409, keyReusedMessage);
  }
  return answerOf(row, planName);
}

/**
 * Pays one certificate's premium at a frequency. The amount is the server's (rate table and
 * coverage), never the browser's. Paid by the method on file or by new card or bank details,
 * which go to the gateway only. The same idempotency key pays once: a retry answers the first
 * payment (or its decline), and the gateway is asked under the same key as well.
 */
export const paymentPurchase = defineAction({
  methods: ['POST'],
  schema: {
    type: 'object',
    required: ['memberId', 'memberToken', 'applicationId', 'frequency', 'idempotencyKey', 'method'],
    properties: {
      ...memberCredentialsSchema,
      applicationId: { type: 'string', minLength: 1, maxLength: 100 },
      frequency: { type: 'string', enum: payableFrequencies },
      idempotencyKey: idempotencyKeySchema,
      ...paymentDetailsProperties,
      method: { type: 'string', enum: ['onFile', 'card', 'bank'] },
    },
  },
  async handle(data: PurchaseData, context) {
    const member = await authenticatedMember(context, data);
    const now = context.now();
    const refusal = paymentRefusalOf(member, now);
    if (refusal !== undefined) throw new ApiError(403, refusal.message, undefined, { refusal });
    const certificate = (await certificatesDue(context.db, member)).find(
      (entry) => entry.applicationId === data.applicationId,
    );
    if (certificate === undefined) throw fieldErrors({ applicationId: messages.invalid });
    const earlier = await paymentOfKey(context, member.id, data.idempotencyKey);
    if (earlier !== undefined) return repeated(earlier, data, certificate.planName);
    const dueDollars = certificate.due?.[data.frequency as keyof typeof certificate.due];
    if (dueDollars === undefined) throw new ApiError(400, notPricedOnlineMessage);
    const amountCents = Math.round(dueDollars * 100);

    let method: TokenizedMethod;
    if (data.method === 'onFile') {
      const onFile = await methodOnFile(context.db, member.id);
      if (onFile === undefined) throw new ApiError(400, noMethodOnFileMessage);
      method = { ...onFile };
    } else {
      const details = { method: data.method, card: data.card, bank: data.bank };
      if (details.method === 'card' ? data.card === undefined : data.bank === undefined) {
        throw fieldErrors({ [data.method]: messages.required });
      }
      method = await tokenizedMethod(details, context.payments);
    }

    const id = randomUUID();
    const inserted = await context.db
      .insertInto('member_payments')
      .values({
        id,
        member_id: member.id,
        idempotency_key: data.idempotencyKey,
        application_id: certificate.applicationId,
        certificate_number: certificate.certificateNumber,
        policy_type: certificate.policyType,
        frequency: data.frequency,
        amount_cents: amountCents,
        method_kind: method.kind,
        brand: method.brand,
        bank_name: method.bankName,
        last4: method.last4,
        status: 'processing',
        receipt_id: null,
        decline_message: null,
        created_at: now,
      })
      .onConflict((oc) => oc.columns(['member_id', 'idempotency_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted === undefined) {
      const winner = await paymentOfKey(context, member.id, data.idempotencyKey);
      if (winner === undefined) throw new Error('A payment recorded under its key was not found');
      return repeated(winner, data, certificate.planName);
    }

    let result;
    try {
      result = await context.payments.charge({
        token: method.token,
        amountCents,
        idempotencyKey: `${member.id}:${data.idempotencyKey}`,
        description:
          `${certificate.planName} ${certificate.certificateNumber ?? ''} ${frequencyNames[data.frequency] ?? ''} premium`.replace(
            /\s+/g,
            ' ',
          ),
      });
    } catch (error) {
      // Nothing was charged: the key is free for the member to try again.
      await context.db.deleteFrom('member_payments').where('id', '=', id).execute();
      throw error;
    }
    const row = await context.db
      .updateTable('member_payments')
      .set(
        result.status === 'succeeded'
          ? { status: 'succeeded', receipt_id: result.receiptId }
          : { status: 'declined', decline_message: result.message },
      )
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await audit(context.db, {
      memberId: member.id,
      action: 'member.paymentPurchase',
      detail: {
        paymentId: id,
        applicationId: certificate.applicationId,
        amountCents,
        status: row.status,
        receiptId: row.receipt_id,
      },
      at: now,
    });
    if (result.status === 'succeeded') {
      const letter = policyLetters.paymentReceipt(member.email, {
        receiptId: result.receiptId,
        amountCents,
        planName: certificate.planName,
        certificateNumber: certificate.certificateNumber,
        frequencyName: frequencyNames[data.frequency] ?? data.frequency,
        methodShown: methodInWords(method),
        paidAt: now,
      });
      context.afterAnswer.run(() => context.mailer.send(letter), context.log);
    }
    return answerOf(row, certificate.planName);
  },
});
