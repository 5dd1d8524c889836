import { digitsOf, groupDigits } from './digits';

// US area codes never start with 1, so eleven digits starting with 1 carry the country code.
const withCountryCode = /^1\d{10}$/;

/** Spec §5 display: phone as 3-3-4 ('5551234567' and '+1 555 123 4567' → '555-123-4567'). */
export const formatPhone = (value: unknown): string => {
  const digits = digitsOf(value);
  return groupDigits(withCountryCode.test(digits) ? digits.slice(1) : digits, [3, 3, 4]);
};
