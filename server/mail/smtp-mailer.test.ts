import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { lastCode, startTestServer, type TestServer } from '../testing/test-server';
import { serverStartTimeoutMs } from '../testing/suite-server';
import { smtpMailer } from './mailer';

interface Received {
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback; the MFA code travels through it. */
describe('e-mail over SMTP (PGlite)', () => {
  const received: Received[] = [];
  let smtp: SMTPServer;
  let port = 0;
  let server: TestServer;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, done) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          done();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
    const address = smtp.server.address();
    port = typeof address === 'object' && address !== null ? address.port : 0;
    server = await startTestServer('pglite', { mailer: smtpMailer(`smtp://127.0.0.1:${port}`) });
  }, serverStartTimeoutMs);

  afterAll(async () => {
    await server?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('delivers the MFA code by SMTP and the code logs the member in', async () => {
    const login = await server.call('aqua', 'login', {
      username: 'demo.mfa',
      password: 'Member#2025',
    });
    const memberId = login.body.memberId;
    const sent = await server.call('aqua', 'initiateMfa', { memberId, method: 'email' });
    expect(sent.status).toBe(200);
    expect(received).toHaveLength(1);
    expect(received[0]?.to).toEqual(['demo.mfa@example.com']);
    const code = /\b(\d{6})\b/.exec(
      received[0]?.raw
        .split(/\r?\n\r?\n/)
        .slice(1)
        .join('\n') ?? '',
    )?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(server.outboxMessages()).toHaveLength(0);
    const verified = await server.call('aqua', 'verifyMfaCode', { memberId, code });
    expect(verified.status).toBe(200);
  });

  it('text messages still go to the outbox provider', async () => {
    const login = await server.call('aqua', 'login', {
      username: 'demo.mfa',
      password: 'Member#2025',
    });
    await server.call('aqua', 'initiateMfa', { memberId: login.body.memberId, method: 'sms' });
    expect(lastCode(server, '-sms-')).toMatch(/^\d{6}$/);
  });
});
