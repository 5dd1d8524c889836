import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { suiteServer } from '../../testing/suite-server';
import { databaseTargets, loginAs } from '../../testing/test-server';
import { signupLinkToken } from '../../testing/sign-up';
import { defaultThrottle } from '../../config';
import { emailTakenMessage } from './email-taken';

describe.each(databaseTargets())('one account per e-mail address on %s', (target) => {
  // Ten sign-ups for one address within the hour: above the everyday limits, which
  // account-security.test.ts checks.
  const roomy = { max: 1000, windowSeconds: 3600 };
  const server = suiteServer(target, {
    config: {
      throttle: { ...defaultThrottle, mailPerTarget: roomy, signupPerAddress: roomy },
    },
  });

  it('logs in with an e-mail address to the account owning it, never one named after it', async () => {
    const squat = server.db
      .updateTable('members')
      .set({ username: 'demo.guard@example.com' })
      .where('username', '=', 'demo.uninsured')
      .execute();
    await expect(squat).rejects.toThrow(/members_username_no_at/);
    const answer = await server.call<{ member: { username: string } }>('aqua', 'login', {
      username: 'Demo.Guard@EXAMPLE.com',
      password: 'Member#2025',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.member.username).toBe('demo.guard');
  });

  it('refuses a primary e-mail another account holds, racing or not, with the field error', async () => {
    const taken = await server.call('aqua', 'updateContactInfo', {
      ...(await loginAs(server, 'demo.expired')),
      currentPassword: 'Member#2025',
      contact: { email: { primary: 'DEMO.member@example.com' } },
    });
    expect(taken.status).toBe(400);
    expect(taken.body.errors).toEqual({ 'contact.email.primary': emailTakenMessage });
    const racers = await Promise.all(
      ['demo.expired', 'demo.error'].map((username) => loginAs(server, username)),
    );
    const answers = await Promise.all(
      racers.map(async (credentials, index) =>
        server.call('aqua', 'updateContactInfo', {
          ...credentials,
          currentPassword: 'Member#2025',
          contact: { email: { primary: index === 0 ? 'race@example.com' : 'RACE@example.com' } },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    expect(answers.find((answer) => answer.status === 400)?.body.errors).toEqual({
      'contact.email.primary': emailTakenMessage,
    });
  });

  it('makes one account of ten concurrent sign-ups with one address in different cases', async () => {
    const address = 'tenfoldsign@example.com';
    // Ten spellings of one address, each with one more letter in capitals.
    const spellings = Array.from(
      { length: 10 },
      (_, index) => address.slice(0, index).toUpperCase() + address.slice(index),
    );
    const signups = await Promise.all(
      spellings.map((email) =>
        server.call('aqua', 'signup', {
          firstName: 'Ten',
          lastName: 'Once',
          email,
          dateOfBirth: '01/02/1990',
          password: 'Ten-at-once-2026',
          passwordConfirmation: 'Ten-at-once-2026',
        }),
      ),
    );
    expect(signups.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    const tokens = await Promise.all(spellings.map((email) => signupLinkToken(server, email)));
    const confirmations = await Promise.all(
      tokens.map((token) => server.call('aqua', 'confirmSignup', { token })),
    );
    expect(confirmations.filter((answer) => answer.status === 200)).toHaveLength(1);
    const refused = confirmations.filter((answer) => answer.status !== 200);
    expect(refused.map((answer) => `${answer.status} ${String(answer.body.message)}`)).toEqual(
      Array(9).fill(`400 ${emailTakenMessage}`),
    );
    const accounts = await server.db
      .selectFrom('members')
      .select('id')
      .where(sql<string>`lower(email)`, '=', address)
      .execute();
    expect(accounts).toHaveLength(1);
  });
});
