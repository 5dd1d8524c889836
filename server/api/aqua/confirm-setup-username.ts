import { hashPassword } from '../../auth/passwords';
import { revokeMemberSessions } from '../../auth/sessions';
import { checkSetupCode } from '../../auth/setup-codes';
import { consumeAttempt } from '../../auth/throttle';
import { isUniqueViolation } from '../../db/unique-violation';
import { ApiError, fieldErrors } from '../../http/api-error';
import { letters } from '../../mail/letters';
import { defineAction } from '../action';
import { newPasswordProperties, passwordErrors } from './password-fields';
import { codeCheckLimits, setupUsernameThrottledMessage } from './setup-username-limits';
import { isUsernameTaken, usernameProperty, usernameTakenMessage } from './username';

export const usernameSetMessage = 'Your username is set. You can now log in.';
export const setupCodeWrongMessage = 'The code is not correct. Please check it and try again.';
export const setupCodeExpiredMessage =
  'The code has expired or was already used. Please ask for a new one.';
export const setupCodeExhaustedMessage = 'Too many wrong codes. Please ask for a new one.';
export const setupCodeMissingMessage =
  'There is no code waiting for this e-mail address. Please ask for a new one.';

interface ConfirmSetupUsernameData {
  email: string;
  code: string;
  username: string;
  password: string;
  passwordConfirmation: string;
}

const refusals = {
  wrong: setupCodeWrongMessage,
  expired: setupCodeExpiredMessage,
  exhausted: setupCodeExhaustedMessage,
  none: setupCodeMissingMessage,
} as const;

/**
 * Step 2 of setting up a username: the code e-mailed by aqua.setupUsername proves the member
 * controls the address. The code is spent with the username set, every session of the member
 * ends (whoever held one before did not choose this password), and the member is told by e-mail.
 */
export const confirmSetupUsername = defineAction({
  methods: ['POST'],
  schema: {
    type: 'object',
    required: ['email', 'code', 'username', 'password', 'passwordConfirmation'],
    properties: {
      email: { type: 'string', minLength: 1, rule: 'email' },
      code: { type: 'string', minLength: 1, maxLength: 6, pattern: '^\\d{6}$' },
      username: { ...usernameProperty, minLength: 1 },
      ...newPasswordProperties,
    },
  },
  async handle(data: ConfirmSetupUsernameData, context) {
    const now = context.now();
    await consumeAttempt(
      context.db,
      codeCheckLimits(data.email, context.address),
      now,
      setupUsernameThrottledMessage,
    );
    // The fields are checked before the code, so fixing one costs no try of the code.
    const errors = passwordErrors(data.password, data.passwordConfirmation);
    if (await isUsernameTaken(context.db, data.username)) errors.username = usernameTakenMessage;
    if (Object.keys(errors).length > 0) throw fieldErrors(errors);
    const check = await checkSetupCode(context.db, data.email, data.code, now);
    if (check.outcome !== 'accepted') throw new ApiError(400, refusals[check.outcome]);
    const passwordHash = await hashPassword(data.password);
    const member = await context.db
      .transaction()
      .execute(async (trx) => {
        if (!(await check.spend(trx))) return undefined;
        return trx
          .updateTable('members')
          .set({ username: data.username.trim(), password_hash: passwordHash })
          .where('id', '=', check.memberId)
          .where('username', 'is', null)
          .returning(['id', 'email'])
          .executeTakeFirst();
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw fieldErrors({ username: usernameTakenMessage });
        throw error;
      });
    if (member === undefined) throw new ApiError(400, setupCodeExpiredMessage);
    await revokeMemberSessions(context.db, member.id, now);
    await context.mailer.send(letters.usernameSet(member.email, data.username.trim()));
    return { message: usernameSetMessage };
  },
});
