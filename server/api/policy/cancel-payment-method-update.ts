import { audit } from '../../auth/audit';
import { assertPasswordConfirms } from '../../auth/current-password';
import {
  authenticatedMember,
  memberCredentialsSchema,
  type MemberCredentials,
} from '../../auth/member-session';
import { ApiError } from '../../http/api-error';
import { defineAction } from '../action';
import { paymentMethodPendingUntil } from './member-standing';
import { methodOnFile, shownMethod } from './method-on-file';
import { methodInWords, policyLetters } from './policy-letters';
import { currentPasswordSchema } from './update-beneficiary';

export const paymentMethodUpdateCancelledMessage =
  'Your payment method change was cancelled. The method on file before it is back, and you can change it now.';
export const noPendingPaymentMethodUpdateMessage =
  'There is no payment method change being processed to cancel.';

/**
 * Cancels the member's payment method change while its 24 hours last, confirmed with the
 * password: the method on file before it is put back (or none, when there was none) and the
 * member may change it at once, so a change made with a stolen session is undone in a minute.
 */
export const cancelPaymentMethodUpdate = defineAction({
  methods: ['POST'],
  schema: {
    type: 'object',
    required: ['memberId', 'memberToken'],
    properties: { ...memberCredentialsSchema, ...currentPasswordSchema },
  },
  async handle(data: MemberCredentials & { currentPassword?: string }, context) {
    const member = await authenticatedMember(context, data);
    const since = member.payment_method_last_updated;
    const now = context.now();
    if (since === null || paymentMethodPendingUntil(member, now) === undefined)
      throw new ApiError(409, noPendingPaymentMethodUpdateMessage);
    await assertPasswordConfirms(context, member, data.currentPassword);
    const cancelled = await context.db.transaction().execute(async (trx) => {
      // Only the change the member saw pending: a newer one is not undone.
      const claimed = await trx
        .updateTable('members')
        .set({ payment_method_last_updated: null })
        .where('id', '=', member.id)
        .where('payment_method_last_updated', '=', since)
        .returning('id')
        .executeTakeFirst();
      if (claimed === undefined) return false;
      const current = await trx
        .selectFrom('payment_methods')
        .select(['last4', 'previous'])
        .where('member_id', '=', member.id)
        .executeTakeFirst();
      const previous = current?.previous ?? null;
      if (previous === null) {
        await trx.deleteFrom('payment_methods').where('member_id', '=', member.id).execute();
      } else {
        await trx
          .updateTable('payment_methods')
          .set({ ...previous, updated_at: new Date(previous.updated_at), previous: null })
          .where('member_id', '=', member.id)
          .execute();
      }
      await audit(trx, {
        memberId: member.id,
        action: 'member.cancelPaymentMethodUpdate',
        detail: { cancelledLast4: current?.last4 ?? null, restoredLast4: previous?.last4 ?? null },
        at: now,
      });
      return true;
    });
    if (!cancelled) throw new ApiError(409, noPendingPaymentMethodUpdateMessage);
    const restored = await methodOnFile(context.db, member.id);
    const letter = policyLetters.paymentMethodUpdateCancelled(
      member.email,
      restored ? methodInWords(restored) : null,
    );
    context.afterAnswer.run(() => context.mailer.send(letter), context.log);
    return {
      message: paymentMethodUpdateCancelledMessage,
      methodOnFile: restored ? shownMethod(restored) : null,
    };
  },
});
