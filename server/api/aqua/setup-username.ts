import { sql } from 'kysely';
import { issueSetupCode, setupCodeLifeMinutes } from '../../auth/setup-codes';
import { consumeAttempt } from '../../auth/throttle';
import { letters } from '../../mail/letters';
import { defineAction } from '../action';
import {
  codeRequestLimits,
  normalEmail,
  setupUsernameThrottledMessage,
} from './setup-username-limits';

export const setupCodeSentAnswer =
  'If a member without a username matches these details, we have sent a code to that e-mail address.';

interface SetupUsernameData {
  email: string;
  dateOfBirth: string;
}

/**
 * Step 1 of setting up a username, for a member known to the association (e.g. insured by mail):
 * e-mail address and date of birth only ask for a code sent to that address, with the same answer
 * whether or not a member matches. The username is set by aqua.confirmSetupUsername with the code.
 */
export const setupUsername = defineAction({
  methods: ['POST'],
  schema: {
    type: 'object',
    required: ['email', 'dateOfBirth'],
    properties: {
      email: { type: 'string', minLength: 1, rule: 'email' },
      dateOfBirth: { type: 'string', minLength: 1, rule: 'dateOfBirth' },
    },
  },
  async handle(data: SetupUsernameData, context) {
    const now = context.now();
    await consumeAttempt(
      context.db,
      codeRequestLimits(data.email, context.address),
      now,
      setupUsernameThrottledMessage,
    );
    const member = await context.db
      .selectFrom('members')
      .select(['id', 'email'])
      .where(sql<string>`lower(email)`, '=', normalEmail(data.email))
      .where(sql<string>`profile->>'dateOfBirth'`, '=', data.dateOfBirth)
      .where('username', 'is', null)
      .executeTakeFirst();
    if (member !== undefined) {
      const code = await issueSetupCode(context.db, member.id, now);
      await context.mailer.send(
        letters.setupUsernameCode(member.email, code, setupCodeLifeMinutes),
      );
    }
    return { message: setupCodeSentAnswer };
  },
});
