import { sql } from 'kysely';
import { mayMessage, throttleAddress } from '../../auth/request-throttle';
import { issueResetToken } from '../../auth/reset-tokens';
import { fieldErrors } from '../../http/api-error';
import { letters } from '../../mail/letters';
import { messages } from '../../../validators';
import { defineAction } from '../action';

export const resetLinkLifeMinutes = 60;
export const forgotPasswordAnswer =
  'If an account matches what you entered, we have sent an e-mail with a link to reset your password.';

interface ForgotPasswordData {
  username?: string;
  email?: string;
}

/**
 * Same answer, given as fast, whether or not the account exists; the link is single use and
 * expires.
 */
export const forgotPassword = defineAction({
  methods: ['POST'],
  schema: {
    type: 'object',
    properties: {
      username: { type: 'string', minLength: 1, maxLength: 100 },
      email: { type: 'string', minLength: 1, maxLength: 100 },
    },
  },
  async handle(data: ForgotPasswordData, context) {
    const name = (data.username ?? data.email ?? '').trim().toLowerCase();
    // Either answers; with neither, the form's one field ('Username or e-mail') is the one missing.
    if (name === '') throw fieldErrors({ username: messages.required });
    await throttleAddress(context, 'forgotPassword');
    const now = context.now();
    // Looking up, storing and mailing happen after the answer, so that the answer takes the
    // same time whether or not the account exists.
    context.afterAnswer.run(async () => {
      const member = await context.db
        .selectFrom('members')
        .select(['id', 'email'])
        .where((eb) =>
          eb.or([
            eb(sql<string>`lower(username)`, '=', name),
            eb(sql<string>`lower(email)`, '=', name),
          ]),
        )
        .executeTakeFirst();
      // At most a few links an hour to one account: past that, the same answer and no mail.
      if (member === undefined || !(await mayMessage(context, 'forgotPassword', member.id))) return;
      // One live link per account: a new one ends the ones sent before.
      const token = await issueResetToken(context.db, member.id, now, resetLinkLifeMinutes);
      const link = `${context.config.publicUrl}/password-reset/?token=${token}`;
      await context.mailer.send(letters.passwordReset(member.email, link, resetLinkLifeMinutes));
    }, context.log);
    return { message: forgotPasswordAnswer };
  },
});
