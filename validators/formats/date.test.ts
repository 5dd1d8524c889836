import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { validateDate } from './date';

describe('validateDate', () => {
  it.each([
    ['01/01/1900'],
    ['12/31/2099'],
    ['02/29/2024'],
    ['02/29/2000'],
    ['02/28/1900'],
    ['04/30/2025'],
    ['01/31/2025'],
    ['07/04/1976'],
  ])('accepts %s', (value) => {
    expect(validateDate(value)).toBeUndefined();
  });

  it.each([
    ['12/31/1899', 'year before 1900'],
    ['02/29/1900', '1900 is not a leap year'],
    ['02/29/2023', 'not a leap year'],
    ['02/30/2024', 'no 30th of February'],
    ['04/31/2025', 'April has 30 days'],
    ['13/01/2025', 'month 13'],
    ['00/10/2025', 'month 0'],
    ['01/00/2025', 'day 0'],
    ['01/32/2025', 'day 32'],
    ['1/05/2025', 'one-digit month'],
    ['01/5/2025', 'one-digit day'],
    ['01/05/25', 'two-digit year'],
    ['2025-01-05', 'ISO order'],
    ['01-05-2025', 'hyphens'],
    [' 01/05/2025', 'leading space'],
    ['01/05/20250', 'five-digit year'],
  ])('refuses %s (%s)', (value) => {
    expect(validateDate(value)).toBe(messages.date);
  });

  it('passes an empty value and refuses non-strings', () => {
    expect(validateDate('')).toBeUndefined();
    expect(validateDate(new Date())).toBe(messages.mustBeString);
  });
});
