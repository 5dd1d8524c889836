import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { loggedIn } from '../../auth/login-result';
import { tokenHash } from '../../auth/tokens';
import { isUniqueViolation } from '../../db/unique-violation';
import { ApiError } from '../../http/api-error';
import { defineAction, type ActionContext } from '../action';
import { audit } from '../../auth/audit';
import { contactEmailOf, linkApplicationToMember } from '../application/member-application';
import { emailTakenMessage } from './email-taken';

export const signupLinkInvalidMessage =
  'This confirmation link is invalid, already used or expired. Please sign up again.';
export const usernameTakenSinceMessage =
  'The username you chose was taken before you confirmed your e-mail. Please sign up again with another one.';

interface ConfirmSignupData {
  token: string;
}

/**
 * The application the sign-up came from joins the new account, when it still has none and its
 * e-mail address is the one just confirmed: the link proves the member reads that address.
 */
async function joinSignupApplication(
  context: ActionContext,
  member: { id: string; email: string },
  applicationId: string,
): Promise<void> {
  const row = await context.db
    .selectFrom('application_submissions')
    .select(['app_id', 'form_id', 'member_id', 'data', 'reference_number'])
    .where('application_id', '=', applicationId)
    .executeTakeFirst();
  if (row === undefined || row.member_id !== null) return;
  if (contactEmailOf(row.data) !== member.email.trim().toLowerCase()) return;
  // The forms load only now: the account api starts without the form engine (api/registry.ts).
  const { servedForm } = await import('../application/forms');
  const { definition } = servedForm(row.app_id, row.form_id);
  if (await linkApplicationToMember(context.db, definition, { applicationId, memberId: member.id }))
    await audit(context.db, {
      memberId: member.id,
      action: 'member.claimApplication',
      detail: { applicationId, referenceNumber: row.reference_number, from: 'signup' },
      at: context.now(),
    });
}

/**
 * The e-mailed sign-up link: makes the account and logs the new member in, with the spec's
 * signup answer. A new member holds no insurance yet, so the account starts as Uninsured (B)
 * from today. The link works once; whoever holds it reads the address's mail, so telling them
 * the address already has an account reveals nothing.
 */
export const confirmSignup = defineAction({
  methods: ['POST'],
  schema: {
    type: 'object',
    required: ['token'],
    properties: { token: { type: 'string', minLength: 1, maxLength: 100 } },
  },
  async handle(data: ConfirmSignupData, context) {
    const now = context.now();
    const request = await context.db
      .updateTable('signup_requests')
      .set({ used_at: now })
      .where('token_hash', '=', tokenHash(data.token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returningAll()
      .executeTakeFirst();
    if (request === undefined) throw new ApiError(400, signupLinkInvalidMessage);
    const id = randomUUID();
    // Sign-ups racing for one address or username: the unique indexes decide.
    const member = await context.db
      .insertInto('members')
      .values({
        id,
        username: request.username,
        email: request.email,
        phone: request.phone,
        first_name: request.first_name,
        last_name: request.last_name,
        password_hash: request.password_hash,
        mfa_enabled: false,
        mfa_methods: JSON.stringify([]),
        profile: JSON.stringify(request.profile),
        ssn_cipher: request.ssn_cipher,
        account_status: 'B',
        status_since: now,
        affiliation: '',
      })
      .returningAll()
      .executeTakeFirstOrThrow()
      .catch(async (error: unknown) => {
        if (!isUniqueViolation(error)) throw error;
        const emailTaken = await context.db
          .selectFrom('members')
          .select('id')
          .where(sql<string>`lower(email)`, '=', request.email.toLowerCase())
          .executeTakeFirst();
        throw new ApiError(400, emailTaken ? emailTakenMessage : usernameTakenSinceMessage);
      });
    if (request.application_id !== null)
      await joinSignupApplication(context, member, request.application_id);
    const { token, member: shown } = await loggedIn(context, member);
    return { token, member: { ...shown, email: { primary: member.email } } };
  },
});
