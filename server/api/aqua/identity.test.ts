import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  databaseTargets,
  loginAs,
  startTestServer,
  type TestServer,
} from '../../testing/test-server';
import { emailTakenMessage } from './email-taken';

describe.each(databaseTargets())('one account per e-mail address on %s', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(target);
  }, 180_000);
  afterAll(async () => server?.close());

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
          contact: { email: { primary: index === 0 ? 'race@example.com' : 'RACE@example.com' } },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    expect(answers.find((answer) => answer.status === 400)?.body.errors).toEqual({
      'contact.email.primary': emailTakenMessage,
    });
  });
});
