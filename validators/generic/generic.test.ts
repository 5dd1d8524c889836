import { describe, expect, it } from 'vitest';
import {
  maxItemsMessage,
  maxLengthMessage,
  maxNumberMessage,
  messages,
  minItemsMessage,
  minLengthMessage,
  minNumberMessage,
  exactLengthMessage,
  greaterThanMessage,
  lessThanMessage,
} from '../messages';
import {
  mustBeNumber,
  mustBeString,
  validateAllowed,
  validateExactLength,
  validateGreaterThan,
  validateId,
  validateIdentifier,
  validateLessThan,
  validateMaxItems,
  validateMaxLength,
  validateMaxNumber,
  validateMinItems,
  validateMinLength,
  validateMinNumber,
  validateRequired,
} from '.';

describe('validateRequired', () => {
  it.each([['a'], [' x '], [0], [false], [['a']], [{}]])('accepts %j', (value) => {
    expect(validateRequired(value)).toBeUndefined();
  });
  it.each([[undefined], [null], [''], ['   '], ['\t\n'], [[]]])('refuses %j', (value) => {
    expect(validateRequired(value)).toBe(messages.required);
  });
});

describe('mustBeString and mustBeNumber', () => {
  it('accepts strings and empty values as strings', () => {
    expect(mustBeString('x')).toBeUndefined();
    expect(mustBeString('')).toBeUndefined();
    expect(mustBeString(undefined)).toBeUndefined();
    expect(mustBeString(5)).toBe(messages.mustBeString);
    expect(mustBeString({})).toBe(messages.mustBeString);
    expect(mustBeString(['a'])).toBe(messages.mustBeString);
  });
  it.each([[0], [-3.5], [1e6], ['12'], ['-4.25'], [' 7 '], ['.5'], [null]])(
    'number %j',
    (value) => {
      expect(mustBeNumber(value)).toBeUndefined();
    },
  );
  it.each([[NaN], [Infinity], ['12a'], ['1e5'], ['1.'], ['.'], ['-.'], [true], [{}], [[1]]])(
    'not a number %j',
    (value) => {
      expect(mustBeNumber(value)).toBe(messages.mustBeNumber);
    },
  );
});

describe('validateId', () => {
  it.each([['abc'], ['A_1'], ['_'], ['123'], ['a'.repeat(200)]])('accepts %s', (value) => {
    expect(validateId(value)).toBeUndefined();
  });
  it.each([['a-b'], ['a b'], ['a.b'], ['é'], ['a/b'], ['a\n']])('refuses %s', (value) => {
    expect(validateId(value)).toBe(messages.invalidCharacter);
  });
  it('passes empty values and refuses non-strings', () => {
    expect(validateId('')).toBeUndefined();
    expect(validateId(12)).toBe(messages.mustBeString);
  });
});

describe('validateIdentifier', () => {
  it.each([['a'], ['Ab_9'], ['x-y:z.w'], ['plan.term-90:v2']])('accepts %s', (value) => {
    expect(validateIdentifier(value)).toBeUndefined();
  });
  it.each([['9a'], ['_a'], ['-a'], ['a b'], ['a/b'], ['é'], ['a!']])('refuses %s', (value) => {
    expect(validateIdentifier(value)).toBe(messages.invalid);
  });
  it('refuses non-strings', () => {
    expect(validateIdentifier(['a'])).toBe(messages.mustBeString);
  });
});

describe('length rules', () => {
  it('exact length: at, below and above the limit', () => {
    expect(validateExactLength('1234567890', 10)).toBeUndefined();
    expect(validateExactLength('123456789', 10)).toBe(exactLengthMessage(10));
    expect(validateExactLength('12345678901', 10)).toBe(exactLengthMessage(10));
  });
  it('min length: at and below the limit', () => {
    expect(validateMinLength('abcde', 5)).toBeUndefined();
    expect(validateMinLength('abcd', 5)).toBe(minLengthMessage(5));
  });
  it('max length: at and beyond the limit', () => {
    expect(validateMaxLength('a'.repeat(15), 15)).toBeUndefined();
    expect(validateMaxLength('a'.repeat(16), 15)).toBe(maxLengthMessage(15));
  });
  it('counts an accented letter or an emoji as one character', () => {
    expect(validateMaxLength('José', 4)).toBeUndefined();
    expect(validateMaxLength('😀', 1)).toBeUndefined();
  });
  it('passes empty values and refuses non-strings', () => {
    expect(validateMinLength('', 5)).toBeUndefined();
    expect(validateMaxLength(null, 5)).toBeUndefined();
    expect(validateMaxLength(12345, 2)).toBe(messages.mustBeString);
  });
});

describe('number rules', () => {
  it('min and max are inclusive', () => {
    expect(validateMinNumber(17, 17)).toBeUndefined();
    expect(validateMinNumber('16.99', 17)).toBe(minNumberMessage(17));
    expect(validateMaxNumber('69', 69)).toBeUndefined();
    expect(validateMaxNumber(69.01, 69)).toBe(maxNumberMessage(69));
  });
  it('greater and less than are strict', () => {
    expect(validateGreaterThan(1, 0)).toBeUndefined();
    expect(validateGreaterThan(0, 0)).toBe(greaterThanMessage(0));
    expect(validateLessThan(99, 100)).toBeUndefined();
    expect(validateLessThan('100', 100)).toBe(lessThanMessage(100));
  });
  it('refuses what is not a number and passes empty values', () => {
    expect(validateMinNumber('abc', 1)).toBe(messages.mustBeNumber);
    expect(validateMaxNumber(NaN, 1)).toBe(messages.mustBeNumber);
    expect(validateGreaterThan({}, 1)).toBe(messages.mustBeNumber);
    expect(validateLessThan('', 1)).toBeUndefined();
  });
});

describe('array item rules', () => {
  it('min items at and below the limit; a missing list is empty', () => {
    expect(validateMinItems([1], 1)).toBeUndefined();
    expect(validateMinItems([], 1)).toBe(minItemsMessage(1));
    expect(validateMinItems(undefined, 1)).toBe(minItemsMessage(1));
    expect(validateMinItems(undefined, 0)).toBeUndefined();
  });
  it('max items at and beyond the limit', () => {
    expect(validateMaxItems([1, 2, 3, 4], 4)).toBeUndefined();
    expect(validateMaxItems([1, 2, 3, 4, 5], 4)).toBe(maxItemsMessage(4));
  });
  it('refuses what is not a list', () => {
    expect(validateMaxItems('abc', 4)).toBe(messages.invalid);
    expect(validateMinItems({ length: 3 }, 1)).toBe(messages.invalid);
  });
});

describe('validateAllowed', () => {
  const allowed = ['M', 'F'] as const;
  it('accepts a listed value and an empty one', () => {
    expect(validateAllowed('M', allowed)).toBeUndefined();
    expect(validateAllowed('', allowed)).toBeUndefined();
  });
  it('refuses a value outside the list, case and type included', () => {
    expect(validateAllowed('X', allowed)).toBe(messages.invalid);
    expect(validateAllowed('m', allowed)).toBe(messages.invalid);
    expect(validateAllowed(1, ['1'])).toBe(messages.invalid);
  });
  it('allows nothing, and never throws, when the allowed list is not a list', () => {
    expect(validateAllowed('M', undefined as unknown as readonly unknown[])).toBe(messages.invalid);
    expect(validateAllowed('M', 'MF' as unknown as readonly unknown[])).toBe(messages.invalid);
    expect(validateAllowed('', null as unknown as readonly unknown[])).toBeUndefined();
  });
});
