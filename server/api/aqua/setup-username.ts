import { sql } from 'kysely';
import { hashPassword } from '../../auth/passwords';
import { isUniqueViolation } from '../../db/unique-violation';
import { ApiError, fieldErrors } from '../../http/api-error';
import { defineAction } from '../action';
import { newPasswordProperties, passwordErrors } from './password-fields';
import { isUsernameTaken, usernameProperty, usernameTakenMessage } from './username';

export const noMatchingMemberMessage =
  'We could not find a member without a username matching these details. Please check them or call us.';
export const usernameSetMessage = 'Your username is set. You can now log in.';

interface SetupUsernameData {
  email: string;
  dateOfBirth: string;
  username: string;
  password: string;
  passwordConfirmation: string;
}

/** A member known to the association (e.g. insured by mail) chooses a username and password. */
export const setupUsername = defineAction({
  methods: ['POST'],
  schema: {
    type: 'object',
    required: ['email', 'dateOfBirth', 'username', 'password', 'passwordConfirmation'],
    properties: {
      email: { type: 'string', minLength: 1, rule: 'email' },
      dateOfBirth: { type: 'string', minLength: 1, rule: 'dateOfBirth' },
      username: { ...usernameProperty, minLength: 1 },
      ...newPasswordProperties,
    },
  },
  async handle(data: SetupUsernameData, context) {
    const errors = passwordErrors(data.password, data.passwordConfirmation);
    if (await isUsernameTaken(context.db, data.username)) errors.username = usernameTakenMessage;
    if (Object.keys(errors).length > 0) throw fieldErrors(errors);
    const member = await context.db
      .selectFrom('members')
      .select('id')
      .where(sql<string>`lower(email)`, '=', data.email.trim().toLowerCase())
      .where(sql<string>`profile->>'dateOfBirth'`, '=', data.dateOfBirth)
      .where('username', 'is', null)
      .executeTakeFirst();
    if (member === undefined) throw new ApiError(400, noMatchingMemberMessage);
    await context.db
      .updateTable('members')
      .set({ username: data.username.trim(), password_hash: await hashPassword(data.password) })
      .where('id', '=', member.id)
      .execute()
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw fieldErrors({ username: usernameTakenMessage });
        throw error;
      });
    return { message: usernameSetMessage };
  },
});
