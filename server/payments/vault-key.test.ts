import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPaymentVaultKey } from '.';

describe('the payment vault key', () => {
  it('reads PAYMENT_VAULT_KEY, required in production, else keeps a development key', () => {
    expect(
      loadPaymentVaultKey({ PAYMENT_VAULT_KEY: 'cd'.repeat(32) }, '/nonexistent').toString('hex'),
    ).toBe('cd'.repeat(32));
    expect(() => loadPaymentVaultKey({ PAYMENT_VAULT_KEY: 'short' }, '/nonexistent')).toThrow(
      'PAYMENT_VAULT_KEY must be 32 bytes',
    );
    // SSN_KEY is no stand-in: the vault has a key of its own.
    expect(() =>
      loadPaymentVaultKey({ NODE_ENV: 'production', SSN_KEY: 'ab'.repeat(32) }, '/nonexistent'),
    ).toThrow('PAYMENT_VAULT_KEY must be set in production');
    const dir = mkdtempSync(join(tmpdir(), 'mba-vault-key-'));
    try {
      const file = join(dir, 'payment-vault-dev.key');
      const key = loadPaymentVaultKey({}, file);
      expect(key).toHaveLength(32);
      expect(loadPaymentVaultKey({}, file).equals(key)).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
