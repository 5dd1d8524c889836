import { characterCount } from '../generic/values';
import { exactLengthMessage, maxLengthMessage, messages, minLengthMessage } from '../messages';
import { digitsOnly, onText } from './text';

export const routingNumberLength = 9;
export const accountNumberLength = { min: 6, max: 17 } as const;
export const bankNameMaxLength = 50;

/** The ABA check: 3·d1 + 7·d2 + d3 + 3·d4 + 7·d5 + d6 + 3·d7 + 7·d8 + d9 is a multiple of 10. */
export const passesAbaChecksum = (digits: string): boolean => {
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = weights.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
  return sum % 10 === 0;
};

/** Spec §5: digits only, exactly 9; the ABA checksum also catches mistyped numbers. */
export const validateRoutingNumber = onText((text) => {
  if (!digitsOnly.test(text)) return messages.onlyNumbers;
  if (text.length !== routingNumberLength) return exactLengthMessage(routingNumberLength);
  return passesAbaChecksum(text) ? undefined : messages.routingNumber;
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
