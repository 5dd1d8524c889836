import { messages } from '../messages';
import { digitsOnly, onText } from './text';

// Digits in groups separated by single spaces or hyphens, as people copy them from the card.
const cardShape = /^\d+([ -]\d+)*$/;

/** The Luhn (mod 10) checksum every payment card number carries in its last digit. */
export const passesLuhn = (digits: string): boolean => {
  if (typeof digits !== 'string' || !digitsOnly.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    const digit = Number(digits[digits.length - 1 - index]);
    const weighted = index % 2 === 1 ? digit * 2 : digit;
    sum += weighted > 9 ? weighted - 9 : weighted;
  }
  return sum % 10 === 0;
};

/**
 * 12 to 19 digits (the ISO/IEC 7812 range) that pass the Luhn checksum. A leading 0 is refused:
 * no card network issues under major industry identifier 0, and it stops '0000 0000 0000 0000',
 * which passes the checksum.
 */
export const validateCardNumber = onText((text) => {
  if (!cardShape.test(text)) return messages.cardNumber;
  const digits = text.replace(/[ -]/g, '');
  if (digits.length < 12 || digits.length > 19 || digits.startsWith('0')) {
    return messages.cardNumber;
  }
  return passesLuhn(digits) ? undefined : messages.cardNumber;
});
