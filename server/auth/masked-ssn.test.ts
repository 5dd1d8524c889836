import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { maskedSsnOf } from './masked-ssn';
import { ssnCipher, type SsnCipher } from './ssn-cipher';

/** A cipher that counts its decryptions. */
function countingCipher(): { cipher: SsnCipher; decryptions: () => number } {
  const real = ssnCipher(randomBytes(32));
  let count = 0;
  return {
    cipher: {
      encrypt: (ssn) => real.encrypt(ssn),
      fingerprint: (text) => real.fingerprint(text),
      decrypt: (stored) => {
        count += 1;
        return real.decrypt(stored);
      },
    },
    decryptions: () => count,
  };
}

describe('maskedSsnOf', () => {
  it('masks the stored SSN and decrypts each stored value once', () => {
    const { cipher, decryptions } = countingCipher();
    const stored = cipher.encrypt('123-45-6789');
    expect(maskedSsnOf(cipher, stored)).toBe('***-**-6789');
    expect(maskedSsnOf(cipher, stored)).toBe('***-**-6789');
    expect(decryptions()).toBe(1);
    const changed = cipher.encrypt('987-65-4321');
    expect(maskedSsnOf(cipher, changed)).toBe('***-**-4321');
    expect(decryptions()).toBe(2);
  });

  it('gives nothing for no SSN, and nothing for a value another key made', () => {
    const { cipher } = countingCipher();
    const other = countingCipher().cipher;
    const stored = other.encrypt('123-45-6789');
    expect(maskedSsnOf(other, stored)).toBe('***-**-6789');
    expect(maskedSsnOf(cipher, stored)).toBeUndefined();
    expect(maskedSsnOf(cipher, null)).toBeUndefined();
  });
});
