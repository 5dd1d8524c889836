import { describe, expect, it } from 'vitest';
import { hasAccountError, statusCode, toInstant, type MemberAccount } from './member-account';

const withError = (mbaError: MemberAccount['mbaError']): MemberAccount => ({
  accountStatus: 'I',
  mbaError,
});

describe('account helpers', () => {
  it('counts true and any message as an account error', () => {
    expect(hasAccountError(withError(true))).toBe(true);
    expect(hasAccountError(withError('Address undeliverable'))).toBe(true);
    expect(hasAccountError(withError('1'))).toBe(true);
  });

  it('counts absent, false, empty, 0 and false strings as no error', () => {
    for (const value of [undefined, null, false, '', '  ', '0', 'false', 'FALSE']) {
      expect(hasAccountError(withError(value))).toBe(false);
    }
  });

  it('normalises the status code', () => {
    expect(statusCode({ accountStatus: ' i ' })).toBe('I');
    expect(statusCode({ accountStatus: 'B' })).toBe('B');
  });

  it('reads API dates, offset-less strings as UTC', () => {
    expect(toInstant('2025-01-01 10:00:00')?.toISOString()).toBe('2025-01-01T10:00:00.000Z');
    expect(toInstant('2025-01-01T10:00:00+02:00')?.toISOString()).toBe('2025-01-01T08:00:00.000Z');
    expect(toInstant(new Date('2025-01-01T10:00:00Z'))?.toISOString()).toBe(
      '2025-01-01T10:00:00.000Z',
    );
    expect(toInstant('not a date')).toBeUndefined();
    expect(toInstant(new Date(Number.NaN))).toBeUndefined();
    expect(toInstant('')).toBeUndefined();
    expect(toInstant(null)).toBeUndefined();
  });
});

describe('account helpers on what the API may really send', () => {
  it('counts a numeric error flag: 1 is an error, 0 is none', () => {
    expect(hasAccountError(withError(1))).toBe(true);
    expect(hasAccountError(withError(0))).toBe(false);
  });

  it('reads a missing account as an empty one', () => {
    expect(hasAccountError(null)).toBe(false);
    expect(statusCode(undefined)).toBe('');
  });
});
