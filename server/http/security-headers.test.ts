import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildServer } from '../app';
import { ssnCipher } from '../auth/ssn-cipher';
import { loadConfig } from '../config';
import { openDatabase } from '../db/connect';
import { outboxMailer } from '../mail/mailer';
import { outboxPhoneMessenger } from '../mail/phone-messenger';
import { registerSecurityHeaders } from './security-headers';
import { localPaymentVault } from '../payments';

/** The Strict-Transport-Security header a GET gets, over the given app settings and headers. */
async function hstsOf(
  options: { trustProxy?: boolean; publicUrl?: string; hstsMaxAgeSeconds?: number },
  headers: Record<string, string> = {},
): Promise<string | undefined> {
  const app = Fastify({ trustProxy: options.trustProxy ?? false });
  registerSecurityHeaders(app, {
    hstsMaxAgeSeconds: options.hstsMaxAgeSeconds ?? 15_552_000,
    publicUrl: options.publicUrl ?? 'http://localhost:3000',
  });
  app.get('/', async () => ({ ok: true }));
  const answer = await app.inject({ method: 'GET', url: '/', headers });
  await app.close();
  const value = answer.headers['strict-transport-security'];
  return typeof value === 'string' ? value : undefined;
}

describe('Strict-Transport-Security', () => {
  it('is sent over HTTPS as a trusted proxy reports it, for 180 days by default', async () => {
    const maxAge = loadConfig({}).hstsMaxAgeSeconds;
    expect(maxAge).toBe(15_552_000);
    const https = { 'x-forwarded-proto': 'https' };
    expect(await hstsOf({ trustProxy: true, hstsMaxAgeSeconds: maxAge }, https)).toBe(
      'max-age=15552000',
    );
  });

  it('is not sent over plain HTTP, nor on an untrusted X-Forwarded-Proto', async () => {
    expect(await hstsOf({})).toBeUndefined();
    expect(await hstsOf({ trustProxy: false }, { 'x-forwarded-proto': 'https' })).toBeUndefined();
  });

  it('is sent on every answer when the public address is https (TLS ends before the server)', async () => {
    expect(await hstsOf({ publicUrl: 'https://www.example.org' })).toBe('max-age=15552000');
  });

  it('takes its max-age from HSTS_MAX_AGE', async () => {
    const maxAge = loadConfig({ HSTS_MAX_AGE: '600' }).hstsMaxAgeSeconds;
    expect(await hstsOf({ publicUrl: 'https://x.example', hstsMaxAgeSeconds: maxAge })).toBe(
      'max-age=600',
    );
    expect(loadConfig({ HSTS_MAX_AGE: '0' }).hstsMaxAgeSeconds).toBe(0);
    expect(() => loadConfig({ HSTS_MAX_AGE: '-1' })).toThrow('HSTS_MAX_AGE must be a whole number');
  });

  it('is set up by the server from its configuration', async () => {
    // Never queried: the answer is a 404 of the server's own.
    const database = await openDatabase({ url: 'postgres://nobody@127.0.0.1:1/none' });
    const app = await buildServer({
      db: database.db,
      ssnCipher: ssnCipher(Buffer.alloc(32, 1)),
      mailer: outboxMailer('/nonexistent'),
      phone: outboxPhoneMessenger('/nonexistent'),
      payments: localPaymentVault({ db: database.db, key: Buffer.alloc(32, 2) }),
      config: { publicUrl: 'https://www.example.org', hstsMaxAgeSeconds: 60, siteDir: '/none' },
      log: false,
    });
    const answer = await app.inject({ method: 'GET', url: '/documents/none.pdf' });
    expect(answer.headers['strict-transport-security']).toBe('max-age=60');
    await app.close();
    await database.close();
  });
});
