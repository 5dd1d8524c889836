import { paymentMethodUpdatePendingHours } from '../../../validators';
import { audit } from '../../auth/audit';
import { assertPasswordConfirms } from '../../auth/current-password';
import { currentPasswordSchema } from './update-beneficiary';
import {
  authenticatedMember,
  memberCredentialsSchema,
  type MemberCredentials,
} from '../../auth/member-session';
import { ApiError } from '../../http/api-error';
import { defineAction } from '../action';
import { paymentMethodPendingUntil } from './member-standing';
import {
  paymentDetailsProperties,
  paymentDetailsRule,
  tokenizedMethod,
  type PaymentDetailsInput,
} from './payment-details';
import { paymentRefusalOf } from './payment-refusal';
import { methodInWords, policyLetters } from './policy-letters';

export const paymentMethodUpdatedMessage =
  'Your payment method was updated. The change is being processed for 24 hours.';

/** 409: an update is pending; the answer names when it ends. */
export function paymentMethodPendingError(until: Date): ApiError {
  return new ApiError(
    409,
    `Your last payment method update is being processed until ${until.toUTCString()}. You can change it again after that.`,
    undefined,
    { pendingUntil: until.toISOString() },
  );
}

/**
 * Puts a new card or bank account on file (spec §4: payment allowed, and no update in the last
 * 24 hours), confirmed with the member's password. The 24 hours are claimed in one conditional update, so of two updates racing, one
 * wins and the other is refused as pending.
 */
export const updatePaymentMethod = defineAction({
  methods: ['POST'],
  schema: {
    type: 'object',
    required: ['memberId', 'memberToken', 'method'],
    properties: {
      ...memberCredentialsSchema,
      ...currentPasswordSchema,
      ...paymentDetailsProperties,
    },
    ...paymentDetailsRule,
  },
  async handle(
    data: MemberCredentials & PaymentDetailsInput & { currentPassword?: string },
    context,
  ) {
    const member = await authenticatedMember(context, data);
    const now = context.now();
    const refusal = paymentRefusalOf(member, now);
    if (refusal !== undefined) throw new ApiError(403, refusal.message, undefined, { refusal });
    const pending = paymentMethodPendingUntil(member, now);
    if (pending !== undefined) throw paymentMethodPendingError(pending);
    await assertPasswordConfirms(context, member, data.currentPassword);
    const method = await tokenizedMethod(data, context.payments);
    const windowStart = new Date(now.getTime() - paymentMethodUpdatePendingHours * 3_600_000);
    const claimed = await context.db.transaction().execute(async (trx) => {
      const row = await trx
        .updateTable('members')
        .set({ payment_method_last_updated: now })
        .where('id', '=', member.id)
        .where((eb) =>
          eb.or([
            eb('payment_method_last_updated', 'is', null),
            eb('payment_method_last_updated', '<=', windowStart),
          ]),
        )
        .returning('id')
        .executeTakeFirst();
      if (row === undefined) return false;
      // Kept while the change is pending, so the member can cancel it (cancelPaymentMethodUpdate).
      const before = await trx
        .selectFrom('payment_methods')
        .select(['kind', 'token', 'brand', 'bank_name', 'last4', 'expiry', 'updated_at'])
        .where('member_id', '=', member.id)
        .executeTakeFirst();
      const values = {
        kind: method.kind,
        token: method.token,
        brand: method.brand,
        bank_name: method.bankName,
        last4: method.last4,
        expiry: method.expiry,
        updated_at: now,
        previous: before
          ? JSON.stringify({ ...before, updated_at: before.updated_at.toISOString() })
          : null,
      };
      await trx
        .insertInto('payment_methods')
        .values({ member_id: member.id, ...values })
        .onConflict((oc) => oc.column('member_id').doUpdateSet(values))
        .execute();
      await audit(trx, {
        memberId: member.id,
        action: 'member.updatePaymentMethod',
        detail: { kind: method.kind, last4: method.last4 },
        at: now,
      });
      return true;
    });
    const until = new Date(now.getTime() + paymentMethodUpdatePendingHours * 3_600_000);
    if (!claimed) {
      const fresh = await context.db
        .selectFrom('members')
        .select('payment_method_last_updated')
        .where('id', '=', member.id)
        .executeTakeFirstOrThrow();
      throw paymentMethodPendingError(
        paymentMethodPendingUntil({ ...member, ...fresh }, now) ?? until,
      );
    }
    const letter = policyLetters.paymentMethodChanged(member.email, methodInWords(method), until);
    context.afterAnswer.run(() => context.mailer.send(letter), context.log);
    const { token: _token, ...shown } = method;
    return {
      message: paymentMethodUpdatedMessage,
      methodOnFile: { ...shown, updatedAt: now.toISOString() },
      paymentMethodUpdatePendingUntil: until.toISOString(),
    };
  },
});
