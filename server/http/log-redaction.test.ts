import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { redactPaths, secretFields } from './log-redaction';

describe('log redaction', () => {
  it('censors secret fields at the top level and nested', () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    const logger = pino({ redact: { paths: redactPaths(), censor: '[redacted]' } }, stream);
    logger.info({
      password: 'pw-top',
      data: {
        memberToken: 'tok-1',
        ssn: '234-56-7890',
        nested: { cardNumber: '4111111111111111' },
      },
      body: { data: { routingNumber: '011000015', accountNumber: '123456789', code: '654321' } },
      keep: 'visible',
    });
    const line = lines.join('');
    for (const secret of [
      'pw-top',
      'tok-1',
      '234-56-7890',
      '4111111111111111',
      '011000015',
      '123456789',
      '654321',
    ]) {
      expect(line).not.toContain(secret);
    }
    expect(line).toContain('visible');
  });

  it("censors an application's card number, CVV and bank numbers wherever an error carries them", () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    const logger = pino({ redact: { paths: redactPaths(), censor: '[redacted]' } }, stream);
    const card = { cardType: 'visa', number: '4012888888881881', expiry: '08/2029', cvv: '7391' };
    const bank = { routingNumber: '021000021', accountNumber: '90817263544' };
    logger.error({ card, err: { data: { card, bank } }, request: { body: { data: { card } } } });
    const line = lines.join('');
    // As JSON strings: the CVV's four digits may well stand in the time or the process id.
    for (const secret of ['4012888888881881', '7391', '021000021', '90817263544']) {
      expect(line).not.toContain(`"${secret}"`);
    }
    // What may be stored may be logged: the expiry and the card type.
    expect(line).toContain('08/2029');
    expect(line).toContain('visa');
  });

  it('covers the fields the issue names', () => {
    for (const field of [
      'password',
      'token',
      'ssn',
      'cardNumber',
      'accountNumber',
      'routingNumber',
      'code',
    ]) {
      expect(secretFields).toContain(field);
    }
  });
});
