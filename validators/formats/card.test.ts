import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { passesLuhn, validateCardNumber } from './card-number';
import { validateCardExpiry } from './card-expiry';

describe('validateCardNumber', () => {
  it.each([
    ['4111111111111111', 'Visa test number'],
    ['5555555555554444', 'Mastercard test number'],
    ['6011111111111117', 'Discover test number'],
    ['378282246310005', 'Amex test number'],
    ['4111 1111 1111 1111', 'grouped by spaces'],
    ['4111-1111-1111-1111', 'grouped by hyphens'],
    ['4222222222222', '13 digits'],
  ])('accepts %s (%s)', (value) => {
    expect(validateCardNumber(value)).toBeUndefined();
  });

  it.each([
    ['4111111111111112', 'checksum off by one'],
    ['1234567812345678', 'checksum fails'],
    ['00000000000', '11 digits'],
    ['4'.repeat(20), '20 digits'],
    ['4111  1111 1111 1111', 'double space'],
    [' 4111111111111111', 'leading space'],
    ['4111-1111-1111-111a', 'letter'],
    ['4111.1111.1111.1111', 'periods'],
    ['0000000000000000', 'all zeros'],
    ['0000 0000 0000 0000', 'all zeros, grouped'],
    ['000000000000', 'twelve zeros'],
  ])('refuses %s (%s)', (value) => {
    expect(validateCardNumber(value)).toBe(messages.cardNumber);
  });

  it('computes the Luhn checksum', () => {
    expect(passesLuhn('79927398713')).toBe(true);
    expect(passesLuhn('79927398710')).toBe(false);
    expect(passesLuhn(Object.create(null) as string)).toBe(false);
    expect(passesLuhn('')).toBe(false);
  });

  it('passes an empty value and refuses non-strings', () => {
    expect(validateCardNumber('')).toBeUndefined();
    expect(validateCardNumber(4111111111111111)).toBe(messages.mustBeString);
  });
});

describe('validateCardExpiry', () => {
  const now = new Date('2026-11-21T23:00:00Z');

  it.each([
    ['11/2026', 'the current month'],
    ['12/2026', 'next month'],
    ['01/2030', 'a later year'],
    ['11/2126', 'exactly 100 years ahead'],
  ])('accepts %s (%s)', (value) => {
    expect(validateCardExpiry(value, now)).toBeUndefined();
  });

  it.each([
    ['10/2026', 'last month'],
    ['12/2025', 'last year'],
    ['12/2126', 'more than 100 years ahead'],
    ['13/2027', 'month 13'],
    ['00/2027', 'month 0'],
  ])('refuses %s (%s) as a date', (value) => {
    expect(validateCardExpiry(value, now)).toBe(messages.cardExpiryDate);
  });

  it.each([['1/2027'], ['01/27'], ['01-2027'], ['2027/01'], ['01/2027 ']])(
    'refuses %s as not mm/yyyy',
    (value) => {
      expect(validateCardExpiry(value, now)).toBe(messages.cardExpiryFormat);
    },
  );

  it("counts months on the association's calendar (New York), not UTC", () => {
    // 30 November, 9 PM in New York is already 1 December in UTC: November's card still passes.
    const evening = new Date('2026-12-01T02:00:00Z');
    expect(validateCardExpiry('11/2026', evening)).toBeUndefined();
    // 1 December in New York: November's card has expired.
    expect(validateCardExpiry('11/2026', new Date('2026-12-01T06:00:00Z'))).toBe(
      messages.cardExpiryDate,
    );
  });

  it('reads the injected time, not the clock', () => {
    expect(validateCardExpiry('01/2000', new Date('1999-12-15T00:00:00Z'))).toBeUndefined();
    expect(validateCardExpiry('01/2000', new Date('2000-02-01T12:00:00Z'))).toBe(
      messages.cardExpiryDate,
    );
  });

  it('refuses when the injected time is not a real date, and never throws', () => {
    expect(validateCardExpiry('01/2030', new Date('nonsense'))).toBe(messages.cardExpiryDate);
  });

  it('passes an empty value and refuses non-strings', () => {
    expect(validateCardExpiry('', now)).toBeUndefined();
    expect(validateCardExpiry(122030, now)).toBe(messages.mustBeString);
  });
});
