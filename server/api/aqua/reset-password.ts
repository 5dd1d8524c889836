import { hashPassword } from '../../auth/passwords';
import { revokeMemberSessions } from '../../auth/sessions';
import { clearMemberLogins } from '../../auth/login-throttle';
import { voidResetTokens } from '../../auth/reset-tokens';
import { tokenHash } from '../../auth/tokens';
import { ApiError, fieldErrors } from '../../http/api-error';
import { defineAction } from '../action';
import { newPasswordProperties, passwordErrors } from './password-fields';

export const resetLinkInvalidMessage =
  'This password reset link is invalid or has expired. Please ask for a new one.';
export const passwordResetMessage = 'Your password has been changed. You can now log in.';

interface ResetPasswordData {
  token: string;
  password: string;
  passwordConfirmation: string;
}

export const resetPassword = defineAction({
  methods: ['POST'],
  schema: {
    type: 'object',
    required: ['token', 'password', 'passwordConfirmation'],
    properties: {
      token: { type: 'string', minLength: 1, maxLength: 200 },
      ...newPasswordProperties,
    },
  },
  async handle(data: ResetPasswordData, context) {
    const errors = passwordErrors(data.password, data.passwordConfirmation);
    if (Object.keys(errors).length > 0) throw fieldErrors(errors);
    const now = context.now();
    // Spending the token is one conditional update, so a link works once even under a race.
    const spent = await context.db
      .updateTable('reset_tokens')
      .set({ used_at: now })
      .where('token_hash', '=', tokenHash(data.token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('member_id')
      .executeTakeFirst();
    if (spent === undefined) throw new ApiError(400, resetLinkInvalidMessage);
    await context.db
      .updateTable('members')
      .set({ password_hash: await hashPassword(data.password) })
      .where('id', '=', spent.member_id)
      .execute();
    await revokeMemberSessions(context.db, spent.member_id, now);
    await voidResetTokens(context.db, spent.member_id, now);
    // Proving control of the e-mail address is the member's way back into a shut account.
    await clearMemberLogins(context, spent.member_id);
    return { message: passwordResetMessage };
  },
});
