import { authenticatedMember, type MemberCredentials } from '../../auth/member-session';
import { defineAction } from '../action';
import { certificatesDue, payableFrequencies } from './certificates-due';
import { credentialsOnlySchema, paymentMethodPendingUntil, permissionsOf } from './member-standing';
import { methodOnFile, shownMethod } from './method-on-file';
import { paymentRefusalOf } from './payment-refusal';

/**
 * What the payment center shows: each certificate's premium per frequency, the method on file,
 * whether the member may pay and change the method (spec §4, computed here), and if not, why
 * and how to pay instead.
 */
export const paymentDue = defineAction({
  schema: credentialsOnlySchema,
  async handle(data: MemberCredentials, context) {
    const member = await authenticatedMember(context, data);
    const now = context.now();
    const permissions = permissionsOf(member, context);
    const [certificates, method] = await Promise.all([
      certificatesDue(context.db, member),
      methodOnFile(context.db, member.id),
    ]);
    const pendingUntil = paymentMethodPendingUntil(member, now);
    return {
      certificates,
      frequencies: payableFrequencies,
      methodOnFile: method === undefined ? null : shownMethod(method),
      payment: permissions.payment,
      paymentMethodUpdate: permissions.paymentMethodUpdate,
      paymentMethodUpdatePending: pendingUntil !== undefined,
      paymentMethodUpdatePendingUntil: pendingUntil?.toISOString() ?? null,
      refusal: paymentRefusalOf(member, now) ?? null,
      // A gateway in test mode: its numbers, for the page to show.
      testMode: context.payments.testMode ?? null,
    };
  },
});
