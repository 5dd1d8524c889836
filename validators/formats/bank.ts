import { characterCount } from '../generic/values';
import { exactLengthMessage, maxLengthMessage, messages, minLengthMessage } from '../messages';
import { digitsOnly, onText } from './text';

export const routingNumberLength = 9;
export const accountNumberLength = { min: 6, max: 17 } as const;
export const bankNameMaxLength = 50;

/** The ABA check: 3·d1 + 7·d2 + d3 + 3·d4 + 7·d5 + d6 + 3·d7 + 7·d8 + d9 is a multiple of 10. */
export const passesAbaChecksum = (digits: string): boolean => {
  if (typeof digits !== 'string' || !/^\d{9}$/.test(digits)) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = weights.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
  return sum % 10 === 0;
};

/**
 * The first two digits are a Federal Reserve routing symbol: 00 (U.S. Government), 01-12
 * (banks), 21-32 (thrifts), 61-72 (electronic) or 80 (traveler's checks). Nine zeros pass the
 * checksum but are nobody's number.
 */
const routingSymbol = /^(0\d|1[0-2]|2[1-9]|3[0-2]|6[1-9]|7[0-2]|80)/;
const allZeros = /^0+$/;

/** Spec §5: digits only, exactly 9; the ABA checksum also catches mistyped numbers. */
export const validateRoutingNumber = onText((text) => {
  if (!digitsOnly.test(text)) return messages.onlyNumbers;
  if (text.length !== routingNumberLength) return exactLengthMessage(routingNumberLength);
  const issuable = routingSymbol.test(text) && !allZeros.test(text);
  return issuable && passesAbaChecksum(text) ? undefined : messages.routingNumber;
});

export const validateAccountNumber = onText((text) => {
  if (!digitsOnly.test(text)) return messages.onlyNumbers;
  if (text.length < accountNumberLength.min) return minLengthMessage(accountNumberLength.min);
  if (text.length > accountNumberLength.max) return maxLengthMessage(accountNumberLength.max);
  return undefined;
});

export const validateBankName = onText((text) =>
  characterCount(text) <= bankNameMaxLength ? undefined : maxLengthMessage(bankNameMaxLength),
);
