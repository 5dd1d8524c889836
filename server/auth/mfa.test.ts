import { describe, expect, it } from 'vitest';
import { maskDestination, mfaCodeHash, newMfaCode } from './mfa';

describe('MFA codes', () => {
  it('are 6 digits, zero padded, and vary', () => {
    const codes = Array.from({ length: 200 }, () => newMfaCode());
    expect(codes.every((code) => /^\d{6}$/.test(code))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(190);
  });

  it('hash differently for different login attempts', () => {
    expect(mfaCodeHash('attempt-1', '123456')).not.toBe(mfaCodeHash('attempt-2', '123456'));
  });

  it('show only a hint of the destination', () => {
    expect(maskDestination('email', 'jordan@example.com')).toBe('j***@example.com');
    expect(maskDestination('sms', '7035550112')).toBe('***-***-0112');
    expect(maskDestination('voice', '703-555-0112')).toBe('***-***-0112');
  });
});
