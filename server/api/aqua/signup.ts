import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { loggedIn } from '../../auth/login-result';
import { hashPassword } from '../../auth/passwords';
import { throttleAddress } from '../../auth/request-throttle';
import { isUniqueViolation } from '../../db/unique-violation';
import { fieldErrors } from '../../http/api-error';
import { defineAction } from '../action';
import { personNameProperties } from '../../schemas/person-name';
import { emailTakenMessage } from './email-taken';
import { newPasswordProperties, passwordErrors } from './password-fields';
import { isUsernameTaken, usernameProperty, usernameTakenMessage } from './username';

interface SignupData {
  firstName: string;
  lastName: string;
  email: string;
  dateOfBirth: string;
  ssn?: string;
  username?: string;
  phone?: string;
  password: string;
  passwordConfirmation: string;
}

/**
 * Becoming a member (spec §7 signup). A new member holds no insurance yet, so the account
 * starts as Uninsured (B) from today.
 */
export const signup = defineAction({
  methods: ['POST'],
  schema: {
    type: 'object',
    required: ['firstName', 'lastName', 'email', 'dateOfBirth', 'password', 'passwordConfirmation'],
    properties: {
      ...personNameProperties,
      email: { type: 'string', minLength: 1, rule: 'email' },
      dateOfBirth: { type: 'string', minLength: 1, rule: 'dateOfBirth' },
      ssn: { type: 'string', rule: 'ssn' },
      phone: { type: 'string', rule: 'phone' },
      // Optional: left empty, the member logs in by e-mail address until they choose one.
      username: usernameProperty,
      ...newPasswordProperties,
    },
  },
  async handle(data: SignupData, context) {
    await throttleAddress(context, 'signup', context.config.throttle.signupPerAddress);
    const errors = passwordErrors(data.password, data.passwordConfirmation);
    const email = data.email.trim();
    const emailUsed = await context.db
      .selectFrom('members')
      .select('id')
      .where(sql<string>`lower(email)`, '=', email.toLowerCase())
      .executeTakeFirst();
    if (emailUsed !== undefined) errors.email = emailTakenMessage;
    const username = data.username?.trim() || null;
    if (username !== null && (await isUsernameTaken(context.db, username))) {
      errors.username = usernameTakenMessage;
    }
    if (Object.keys(errors).length > 0) throw fieldErrors(errors);
    const now = context.now();
    const id = randomUUID();
    const ssn = data.ssn?.trim() ? context.ssnCipher.encrypt(data.ssn.trim()) : null;
    const insert = context.db
      .insertInto('members')
      .values({
        id,
        username,
        email,
        phone: data.phone?.replace(/\D/g, '') || null,
        first_name: data.firstName.trim(),
        last_name: data.lastName.trim(),
        password_hash: await hashPassword(data.password),
        mfa_enabled: false,
        mfa_methods: JSON.stringify([]),
        profile: JSON.stringify({ dateOfBirth: data.dateOfBirth }),
        ssn_cipher: ssn,
        account_status: 'B',
        status_since: now,
        affiliation: '',
      })
      .execute();
    // Two sign-ups racing for one username: the unique index decides, the loser is told so.
    await insert.catch((error: unknown) => {
      if (isUniqueViolation(error)) throw fieldErrors({ username: usernameTakenMessage });
      throw error;
    });
    const member = await context.db
      .selectFrom('members')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const { token, member: shown } = await loggedIn(context, member);
    return { token, member: { ...shown, email: { primary: member.email } } };
  },
});
