import { cardTypes, type CardTypeCode } from '../lists/card-types';
import { cardNotOfTypeMessage } from '../messages';
import type { Validation } from '../validation';
import { validateCardNumber } from './card-number';

/** Whether the digits start with a prefix in [from, to], both as many digits long. */
const inRange = (digits: string, from: number, to: number): boolean => {
  const prefix = Number(digits.slice(0, String(from).length));
  return prefix >= from && prefix <= to;
};

/**
 * The network of a card number by its issuer prefix, for the three networks accepted online
 * (spec §3): Visa 4; Mastercard 51-55 and 2221-2720; Discover 6011, 622126-622925, 644-649, 65.
 * Any other (American Express 34 and 37, JCB 35, ...) is none of them.
 */
export function cardTypeOfNumber(number: unknown): CardTypeCode | undefined {
  if (typeof number !== 'string') return undefined;
  const digits = number.replace(/[ -]/g, '');
  if (digits.startsWith('4')) return 'visa';
  if (inRange(digits, 51, 55) || inRange(digits, 2221, 2720)) return 'mc';
  if (
    digits.startsWith('6011') ||
    digits.startsWith('65') ||
    inRange(digits, 644, 649) ||
    inRange(digits, 622126, 622925)
  )
    return 'discover';
  return undefined;
}

/**
 * A card number of the card type chosen. Only a number valid in itself and a type from the list
 * are compared: what is wrong with either alone is said by its own rule.
 */
export function validateCardNumberForType(number: unknown, type: unknown): Validation {
  if (typeof number !== 'string' || validateCardNumber(number) !== undefined) return undefined;
  const chosen = cardTypes.find((cardType) => cardType.code === type);
  if (!chosen || cardTypeOfNumber(number) === chosen.code) return undefined;
  return cardNotOfTypeMessage(chosen.name);
}
