import { sql } from 'kysely';
import { hashPassword } from '../../auth/passwords';
import { isDownloadKey } from '../application/copy/download-key';
import { mayMessage, throttleAddress } from '../../auth/request-throttle';
import { newToken, tokenHash } from '../../auth/tokens';
import { fieldErrors } from '../../http/api-error';
import { letters } from '../../mail/letters';
import { defineAction, type ActionContext } from '../action';
import { personNameProperties } from '../../schemas/person-name';
import { newPasswordProperties, passwordErrors } from './password-fields';
import { isUsernameTaken, usernameProperty, usernameTakenMessage } from './username';

export const signupAnswer =
  'Check your e-mail to confirm your address. The link we sent you finishes creating your account.';
export const signupLinkLifeHours = 24;

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
  /** The application whose confirmation the sign-up came from, with its download key. */
  application?: { applicationId: string; downloadKey: string };
}

/**
 * Becoming a member (spec §7 signup). The answer is the same whether or not the address already
 * has an account, and takes the same work: the sign-up is stored as a request, and the mail
 * (the link that makes the account, or "you already have an account") goes after the answer.
 * The account is made by aqua.confirmSignup from the link, which then logs the member in with
 * the spec's signup answer, { token, member }. A username already taken is still said at once:
 * a person must choose a free one, and it tells nothing about e-mail addresses. Made from an
 * application's confirmation, it names the application (with its download key, the sender's
 * proof), which joins the account once it is made.
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
      application: {
        type: 'object',
        additionalProperties: false,
        required: ['applicationId', 'downloadKey'],
        properties: {
          applicationId: { type: 'string', minLength: 1, maxLength: 100 },
          downloadKey: { type: 'string', minLength: 1, maxLength: 100 },
        },
      },
    },
  },
  async handle(data: SignupData, context) {
    await throttleAddress(context, 'signup', context.config.throttle.signupPerAddress);
    const errors = passwordErrors(data.password, data.passwordConfirmation);
    const username = data.username?.trim() || null;
    if (username !== null && (await isUsernameTaken(context.db, username))) {
      errors.username = usernameTakenMessage;
    }
    if (Object.keys(errors).length > 0) throw fieldErrors(errors);
    const now = context.now();
    const token = newToken();
    const email = data.email.trim();
    await context.db
      .insertInto('signup_requests')
      .values({
        token_hash: tokenHash(token),
        email,
        username,
        phone: data.phone?.replace(/\D/g, '') || null,
        first_name: data.firstName.trim(),
        last_name: data.lastName.trim(),
        password_hash: await hashPassword(data.password),
        profile: JSON.stringify({ dateOfBirth: data.dateOfBirth }),
        ssn_cipher: data.ssn?.trim() ? context.ssnCipher.encrypt(data.ssn.trim()) : null,
        // Kept only with its key, which only its sender holds; linked once the address is confirmed.
        application_id:
          data.application &&
          isDownloadKey(
            data.application.applicationId,
            data.application.downloadKey,
            context.ssnCipher,
          )
            ? data.application.applicationId
            : null,
        expires_at: new Date(now.getTime() + signupLinkLifeHours * 3600 * 1000),
      })
      .execute();
    context.afterAnswer.run(() => mailSignupLetter(context, email, token), context.log);
    return { message: signupAnswer };
  },
});

/** The link that makes the account, or, to an address that has one, how to get back into it. */
async function mailSignupLetter(context: ActionContext, email: string, token: string) {
  // At most a few letters an hour to one address, whoever asks: past that, nothing is sent.
  if (!(await mayMessage(context, 'signup', email.toLowerCase()))) return;
  const site = context.config.publicUrl;
  const account = await context.db
    .selectFrom('members')
    .select('email')
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
  await context.mailer.send(
    account === undefined
      ? letters.confirmSignup(
          email,
          `${site}/membership-benefits/become-a-member/?confirm=${token}`,
          signupLinkLifeHours,
        )
      : letters.alreadyMember(account.email, `${site}/login/`, `${site}/password-forgot/`),
  );
}
