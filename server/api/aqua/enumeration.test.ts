import { afterAll, describe, expect, it } from 'vitest';
import type { Mailer, MailMessage } from '../../mail/mailer';
import { signupAnswer } from './signup';
import { suiteServer } from '../../testing/suite-server';
import { databaseTargets } from '../../testing/test-server';

/** A mailer that holds every message from `hold()` until the test opens it. */
function heldMailer() {
  const sent: MailMessage[] = [];
  let gate = Promise.resolve();
  let open = () => {};
  const hold = () => {
    gate = new Promise<void>((resolve) => {
      open = resolve;
    });
  };
  const mailer: Mailer = {
    async send(message) {
      await gate;
      sent.push(message);
    },
  };
  return { mailer, sent, hold, open: () => open() };
}

describe.each(databaseTargets())('answers that tell no one who has an account on %s', (target) => {
  const held = heldMailer();
  const server = suiteServer(target, { mailer: held.mailer });
  // Runs before the server closes, so no held message keeps it waiting.
  afterAll(() => held.open());

  it('answers a forgotten password or username before any mail goes, alike for anyone', async () => {
    held.hold();
    const known = await server.call('aqua', 'forgotPassword', { username: 'demo.guard' });
    const unknown = await server.call('aqua', 'forgotPassword', { username: 'no.such.member' });
    const knownEmail = await server.call('aqua', 'findYourUsername', {
      email: 'demo.guard@example.com',
    });
    const unknownEmail = await server.call('aqua', 'findYourUsername', {
      email: 'nobody@example.com',
    });
    // The mailer still holds every message: the answers did not wait for it.
    expect(held.sent).toEqual([]);
    expect(known.status).toBe(200);
    expect(unknown).toMatchObject({ status: known.status, body: known.body });
    expect(knownEmail.status).toBe(200);
    expect(unknownEmail).toMatchObject({ status: knownEmail.status, body: knownEmail.body });
    held.open();
    await server.settled();
    expect(held.sent.map((message) => [message.to, message.subject])).toEqual([
      ['demo.guard@example.com', 'Reset your password'],
      ['demo.guard@example.com', 'Your username'],
    ]);
  });

  it('answers a sign-up alike whether or not the address has an account, doing the same work', async () => {
    held.sent.length = 0;
    held.hold();
    const registration = {
      firstName: 'Sam',
      lastName: 'Ortiz',
      dateOfBirth: '05/06/1977',
      password: 'Ortiz-signs-up-9',
      passwordConfirmation: 'Ortiz-signs-up-9',
    };
    const existing = await server.call('aqua', 'signup', {
      ...registration,
      email: 'Demo.Member@example.com',
    });
    const fresh = await server.call('aqua', 'signup', {
      ...registration,
      email: 'sam.ortiz@example.com',
    });
    expect(held.sent).toEqual([]);
    expect(existing).toMatchObject({ status: 200, body: { message: signupAnswer } });
    expect(fresh).toMatchObject({ status: existing.status, body: existing.body });
    // Each stored one request, and which letter to send was decided after the answer.
    const requests = await server.db.selectFrom('signup_requests').select('email').execute();
    expect(requests.map((row) => row.email).sort()).toEqual([
      'Demo.Member@example.com',
      'sam.ortiz@example.com',
    ]);
    held.open();
    await server.settled();
    expect(held.sent.map((message) => [message.to, message.subject])).toEqual([
      ['demo.member@example.com', 'You already have an account'],
      ['sam.ortiz@example.com', 'Confirm your e-mail address'],
    ]);
  });
});
