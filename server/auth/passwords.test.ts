import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords';
import { commonPasswordMessage, hashPassword, passwordProblem, verifyPassword } from './passwords';

describe('passwords', () => {
  it('hashes with argon2id and the OWASP parameters, never keeping the clear text', async () => {
    const hash = await hashPassword('Correct-Horse-9');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(hash).not.toContain('Correct-Horse-9');
    expect(await verifyPassword(hash, 'Correct-Horse-9')).toBe(true);
    expect(await verifyPassword(hash, 'correct-horse-9')).toBe(false);
    expect(await verifyPassword('not a hash', 'anything')).toBe(false);
  });

  it('salts: the same password hashes differently twice', async () => {
    expect(await hashPassword('Same-Password-1')).not.toBe(await hashPassword('Same-Password-1'));
  });

  it('keeps the spec minimum of 6 and refuses common passwords in any case', () => {
    expect(passwordProblem('abc12')).toBe('Must be at least 6 characters');
    expect(passwordProblem('Qwerty123')).toBe(commonPasswordMessage);
    expect(passwordProblem('PASSWORD')).toBe(commonPasswordMessage);
    expect(passwordProblem('football1990')).toBe(commonPasswordMessage);
    expect(passwordProblem('Member#2025')).toBeUndefined();
    expect(isCommonPassword('123456')).toBe(true);
    expect(isCommonPassword('Tr1cky-Falcon-Harbor')).toBe(false);
  });
});
