import { ApiError } from '../../http/api-error';
import { letters } from '../../mail/letters';
import { memberIdSchema, memberOf } from './member-row';
import { staffAction, type StaffInput } from './staff-action';

interface ResendData extends StaffInput {
  memberId: string;
}

export const noUsernameMessage = 'This member has no username yet: send a password reset instead.';

/** E-mails the member their username, to the address on file (never to one staff type). */
export const resendUsername = staffAction('resendUsername', {
  properties: { memberId: memberIdSchema },
  required: ['memberId'],
  async handle(input: ResendData, context) {
    const row = await memberOf(context, input.memberId);
    if (row.username === null) throw new ApiError(409, noUsernameMessage);
    const letter = letters.username(row.email, [row.username]);
    context.afterAnswer.run(() => context.mailer.send(letter), context.log);
    return { memberId: row.id, sentTo: row.email };
  },
});
