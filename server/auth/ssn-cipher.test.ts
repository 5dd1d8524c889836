import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSsnKey, maskSsn, ssnCipher } from './ssn-cipher';

describe('SSN encryption at rest', () => {
  const cipher = ssnCipher(Buffer.alloc(32, 1));

  it('round-trips, with a fresh IV each time, and never stores the digits', () => {
    const a = cipher.encrypt('234-56-7890');
    const b = cipher.encrypt('234-56-7890');
    expect(a).not.toBe(b);
    expect(a).not.toContain('234');
    expect(cipher.decrypt(a)).toBe('234-56-7890');
  });

  it('refuses a tampered value or another key', () => {
    const stored = cipher.encrypt('234-56-7890');
    const parts = stored.split(':');
    const body = Buffer.from(parts[3] ?? '', 'base64url');
    body[0] = (body[0] ?? 0) ^ 1;
    expect(
      cipher.decrypt([parts[0], parts[1], parts[2], body.toString('base64url')].join(':')),
    ).toBeUndefined();
    expect(ssnCipher(Buffer.alloc(32, 2)).decrypt(stored)).toBeUndefined();
    expect(cipher.decrypt('garbage')).toBeUndefined();
  });

  it('reads SSN_KEY, or keeps a generated development key readable by its owner only', () => {
    expect(loadSsnKey({ SSN_KEY: 'ab'.repeat(32) }, '/nonexistent').toString('hex')).toBe(
      'ab'.repeat(32),
    );
    expect(() => loadSsnKey({ SSN_KEY: 'short' }, '/nonexistent')).toThrow();
    expect(() => loadSsnKey({ NODE_ENV: 'production' }, '/nonexistent')).toThrow();
    const dir = mkdtempSync(join(tmpdir(), 'mba-key-'));
    try {
      const file = join(dir, 'ssn-dev.key');
      const key = loadSsnKey({}, file);
      expect(key).toHaveLength(32);
      expect(loadSsnKey({}, file).equals(key)).toBe(true);
      expect(statSync(file).mode & 0o077).toBe(0);
      expect(readFileSync(file, 'utf8')).toMatch(/^[0-9a-f]{64}$/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('fingerprints a text the same way each time, under its own key only', () => {
    const value = cipher.fingerprint('4111111111111111');
    expect(cipher.fingerprint('4111111111111111')).toBe(value);
    expect(cipher.fingerprint('4111111111111112')).not.toBe(value);
    expect(ssnCipher(Buffer.alloc(32, 2)).fingerprint('4111111111111111')).not.toBe(value);
    expect(value).not.toContain('4111');
  });

  it('masks all but the last four digits', () => {
    expect(maskSsn('234-56-7890')).toBe('***-**-7890');
    expect(maskSsn(undefined)).toBeUndefined();
    expect(maskSsn('12')).toBeUndefined();
  });
});
