import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mailer, MailMessage } from '../../mail/mailer';
import { databaseTargets, startTestServer, type TestServer } from '../../testing/test-server';

/** A mailer that holds every message until the test opens it. */
function heldMailer() {
  const sent: MailMessage[] = [];
  let open = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const mailer: Mailer = {
    async send(message) {
      await gate;
      sent.push(message);
    },
  };
  return { mailer, sent, open: () => open() };
}

describe.each(databaseTargets())('answers that tell no one who has an account on %s', (target) => {
  let server: TestServer;
  const held = heldMailer();
  beforeAll(async () => {
    server = await startTestServer(target, { mailer: held.mailer });
  }, 180_000);
  afterAll(async () => {
    held.open();
    await server?.close();
  });

  it('answers a forgotten password or username before any mail goes, alike for anyone', async () => {
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
});
