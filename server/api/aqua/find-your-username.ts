import { sql } from 'kysely';
import { mayMessage, throttleAddress } from '../../auth/request-throttle';
import { letters } from '../../mail/letters';
import { defineAction } from '../action';

export const findUsernameAnswer =
  'If an account matches this e-mail address, we have sent its username to it.';

interface FindYourUsernameData {
  email: string;
}

/** E-mails the username; the same answer, as fast, whether or not the address is known. */
export const findYourUsername = defineAction({
  methods: ['POST'],
  schema: {
    type: 'object',
    required: ['email'],
    properties: { email: { type: 'string', minLength: 1, rule: 'email' } },
  },
  async handle(data: FindYourUsernameData, context) {
    await throttleAddress(context, 'findYourUsername');
    const email = data.email.trim().toLowerCase();
    // Looked up and mailed after the answer, which then takes as long for an unknown address.
    context.afterAnswer.run(async () => {
      const rows = await context.db
        .selectFrom('members')
        .select(['username', 'email'])
        .where(sql<string>`lower(email)`, '=', email)
        .where('username', 'is not', null)
        .execute();
      const usernames = rows.flatMap((row) => (row.username === null ? [] : [row.username]));
      const to = rows[0]?.email;
      if (to === undefined || usernames.length === 0) return;
      // At most a few an hour to one address: past that, the same answer and no mail.
      if (await mayMessage(context, 'findYourUsername', email)) {
        await context.mailer.send(letters.username(to, usernames));
      }
    }, context.log);
    return { message: findUsernameAnswer };
  },
});
