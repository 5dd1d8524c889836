import { sql } from 'kysely';
import { loggedIn } from '../../auth/login-result';
import { openLoginAttempt } from '../../auth/mfa';
import { verifyAgainstDecoy, verifyPassword } from '../../auth/passwords';
import { beginLoginAttempt, memberAccount } from '../../auth/login-throttle';
import { loginCodeMethods } from './mfa-destination';
import { ApiError } from '../../http/api-error';
import { defineAction } from '../action';

export const badCredentialsMessage = 'Invalid username or password';

interface LoginData {
  username: string;
  password: string;
}

/** Spec §7 login: a session, or with MFA on a pending attempt waiting for a code. */
export const login = defineAction({
  methods: ['POST'],
  schema: {
    type: 'object',
    required: ['username', 'password'],
    properties: {
      username: { type: 'string', minLength: 1, maxLength: 100 },
      password: { type: 'string', minLength: 1, maxLength: 200 },
    },
  },
  async handle(data: LoginData, context) {
    const name = data.username.trim().toLowerCase();
    const member = await context.db
      .selectFrom('members')
      .selectAll()
      .where((eb) =>
        eb.or([
          eb(sql<string>`lower(username)`, '=', name),
          eb(sql<string>`lower(email)`, '=', name),
        ]),
      )
      .orderBy(sql`username is null`)
      .executeTakeFirst();
    // Counted per account whichever name was typed (username or e-mail address).
    const attempt = await beginLoginAttempt(context, {
      kind: 'login',
      account: member ? memberAccount(member.id) : `name:${name}`,
    });
    const valid = member
      ? await verifyPassword(member.password_hash, data.password)
      : await verifyAgainstDecoy(data.password);
    if (member === undefined || !valid) {
      await attempt.failed();
      throw new ApiError(401, badCredentialsMessage);
    }
    // Strangers' failures shut the account to a password alone, not to its owner: the right
    // password from a new address then goes on with a code, as an MFA login does.
    const stepUp = await attempt.needsStepUp();
    if (!stepUp) await attempt.succeeded();
    if (member.mfa_enabled || stepUp) {
      await openLoginAttempt(context.db, { memberId: member.id }, context.now());
      return { mfaRequired: true, availableMethods: loginCodeMethods(member), memberId: member.id };
    }
    return loggedIn(context, member);
  },
});
