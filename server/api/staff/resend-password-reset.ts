import { issueResetToken } from '../../auth/reset-tokens';
import { letters } from '../../mail/letters';
import { resetLinkLifeMinutes } from '../aqua/forgot-password';
import { memberIdSchema, memberOf } from './member-row';
import { staffAction, type StaffInput } from './staff-action';

interface ResendData extends StaffInput {
  memberId: string;
}

/**
 * E-mails the member a new password reset link (ending any earlier one) to the address on file.
 * Staff never see or set a password: the member chooses it from the link.
 */
export const resendPasswordReset = staffAction('resendPasswordReset', {
  properties: { memberId: memberIdSchema },
  required: ['memberId'],
  async handle(input: ResendData, context) {
    const row = await memberOf(context, input.memberId);
    const token = await issueResetToken(context.db, row.id, context.now(), resetLinkLifeMinutes);
    const link = `${context.config.publicUrl}/password-reset/?token=${token}`;
    const letter = letters.passwordReset(row.email, link, resetLinkLifeMinutes);
    context.afterAnswer.run(() => context.mailer.send(letter), context.log);
    return { memberId: row.id, sentTo: row.email };
  },
});
