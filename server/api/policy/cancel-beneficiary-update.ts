import { audit } from '../../auth/audit';
import { assertPasswordConfirms } from '../../auth/current-password';
import {
  authenticatedMember,
  memberCredentialsSchema,
  type MemberCredentials,
} from '../../auth/member-session';
import { ApiError } from '../../http/api-error';
import { defineAction } from '../action';
import { certificatesDue } from './certificates-due';
import { beneficiaryPendingUntil } from './member-standing';
import { policyLetters } from './policy-letters';
import { currentPasswordSchema } from './update-beneficiary';

export const beneficiaryUpdateCancelledMessage =
  'Your beneficiary update was cancelled. The beneficiaries named before it stay in force, and you can name new ones now.';
export const noPendingBeneficiaryUpdateMessage =
  'There is no beneficiary update being processed to cancel.';

/**
 * Cancels the member's beneficiary update while its 48 hours last, confirmed with the password:
 * the beneficiaries named before it stand again and the member may update at once, so a change
 * made with a stolen session does not hold the member off for two days. The update is kept,
 * marked cancelled, beside its audit row.
 */
export const cancelBeneficiaryUpdate = defineAction({
  methods: ['POST'],
  schema: {
    type: 'object',
    required: ['memberId', 'memberToken'],
    properties: { ...memberCredentialsSchema, ...currentPasswordSchema },
  },
  async handle(data: MemberCredentials & { currentPassword?: string }, context) {
    const member = await authenticatedMember(context, data);
    const since = member.bene_last_updated;
    const now = context.now();
    if (since === null || beneficiaryPendingUntil(member, now) === undefined)
      throw new ApiError(409, noPendingBeneficiaryUpdateMessage);
    await assertPasswordConfirms(context, member, data.currentPassword);
    const cancelled = await context.db.transaction().execute(async (trx) => {
      // Only the pending update the member saw: a newer one (another device) is not undone.
      const claimed = await trx
        .updateTable('members')
        .set({ bene_last_updated: null })
        .where('id', '=', member.id)
        .where('bene_last_updated', '=', since)
        .returning('id')
        .executeTakeFirst();
      if (claimed === undefined) return undefined;
      const update = await trx
        .updateTable('beneficiary_updates')
        .set({ cancelled_at: now })
        .where('member_id', '=', member.id)
        .where('requested_at', '=', since)
        .where('cancelled_at', 'is', null)
        .returning(['id', 'application_id'])
        .executeTakeFirst();
      await audit(trx, {
        memberId: member.id,
        action: 'member.cancelBeneficiaryUpdate',
        detail: { applicationId: update?.application_id ?? null, updateId: update?.id ?? null },
        at: now,
      });
      return update ?? { id: null, application_id: null };
    });
    if (cancelled === undefined) throw new ApiError(409, noPendingBeneficiaryUpdateMessage);
    const planName = (await certificatesDue(context.db, member)).find(
      (entry) => entry.applicationId === cancelled.application_id,
    )?.planName;
    if (planName !== undefined) {
      const letter = policyLetters.beneficiaryUpdateCancelled(member.email, planName);
      context.afterAnswer.run(() => context.mailer.send(letter), context.log);
    }
    return { message: beneficiaryUpdateCancelledMessage, applicationId: cancelled.application_id };
  },
});
