import { describe, expect, it } from 'vitest';
import { cardTypeOfNumber, validateCardNumberForType } from './card-brand';
import { passesLuhn } from './card-number';

/** `body` completed with the Luhn check digit that makes it a valid number. */
const withCheckDigit = (body: string): string => {
  for (let digit = 0; digit <= 9; digit += 1)
    if (passesLuhn(`${body}${digit}`)) return `${body}${digit}`;
  throw new Error(body);
};
const sixteen = (prefix: string) => withCheckDigit(prefix.padEnd(15, '1'));

describe('the network of a card number', () => {
  it.each([
    ['4111111111111111', 'visa'],
    ['4012 8888 8888 1881', 'visa'],
    ['5555555555554444', 'mc'],
    ['5105-1051-0510-5100', 'mc'],
    [sixteen('2221'), 'mc'],
    [sixteen('2720'), 'mc'],
    ['6011111111111117', 'discover'],
    [sixteen('644'), 'discover'],
    [sixteen('649'), 'discover'],
    [sixteen('65'), 'discover'],
    [sixteen('622126'), 'discover'],
    [sixteen('622925'), 'discover'],
    ['378282246310005', undefined],
    ['3530111333300000', undefined],
    [sixteen('2220'), undefined],
    [sixteen('2721'), undefined],
    [sixteen('56'), undefined],
    [sixteen('643'), undefined],
    [sixteen('622125'), undefined],
    [sixteen('6012'), undefined],
  ])('%s is %s', (number, network) => {
    expect(cardTypeOfNumber(number)).toBe(network);
  });
});

describe('the network of a card number as it is typed', () => {
  it.each([
    ['4', 'visa'],
    ['51', 'mc'],
    ['2221', 'mc'],
    ['6011', 'discover'],
    ['65', 'discover'],
    ['644', 'discover'],
    ['', undefined],
    ['5', undefined],
    ['2', undefined],
    ['64', undefined],
    ['601', undefined],
    ['34', undefined],
    ['37', undefined],
  ])('%j is %s', (typed, network) => {
    expect(cardTypeOfNumber(typed)).toBe(network);
  });
});

describe('a card number of the type chosen', () => {
  it('passes when the number is of the type', () => {
    expect(validateCardNumberForType('4111111111111111', 'visa')).toBeUndefined();
    expect(validateCardNumberForType('5555555555554444', 'mc')).toBeUndefined();
    expect(validateCardNumberForType('6011111111111117', 'discover')).toBeUndefined();
  });

  it('names the type when the number is of another network', () => {
    expect(validateCardNumberForType('5555555555554444', 'visa')).toBe(
      'This is not a Visa card number',
    );
    expect(validateCardNumberForType('4111111111111111', 'mc')).toBe(
      'This is not a Mastercard card number',
    );
    expect(validateCardNumberForType('378282246310005', 'discover')).toBe(
      'This is not a Discover card number',
    );
  });

  it('leaves a bad number or a type not chosen to their own rules', () => {
    expect(validateCardNumberForType('4111111111111112', 'mc')).toBeUndefined();
    expect(validateCardNumberForType('5555555555554444', undefined)).toBeUndefined();
    expect(validateCardNumberForType('5555555555554444', 'amex')).toBeUndefined();
    expect(validateCardNumberForType(undefined, 'visa')).toBeUndefined();
  });
});
