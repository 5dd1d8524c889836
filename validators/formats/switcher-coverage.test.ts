import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { validateCoverageInteger } from './coverage';
import { validateConfirmation, validateSwitcher } from './switcher';

describe('validateSwitcher', () => {
  it.each([['1'], ['0'], [''], [undefined]])('accepts %j', (value) => {
    expect(validateSwitcher(value)).toBeUndefined();
  });
  it.each([[1], [0], [true], ['yes'], ['2'], [' 1']])('refuses %j', (value) => {
    expect(validateSwitcher(value)).toBe(messages.invalid);
  });
});

describe('validateConfirmation', () => {
  it("accepts only '1'", () => {
    expect(validateConfirmation('1')).toBeUndefined();
  });
  it.each([['0'], [''], [undefined], [null], [1], [true]])('answers required for %j', (value) => {
    expect(validateConfirmation(value)).toBe(messages.required);
  });
});

describe('validateCoverageInteger', () => {
  it.each([[50000], ['50000'], [0], ['600000'], [''], [null], [' 50000 ']])(
    'accepts %j',
    (value) => {
      expect(validateCoverageInteger(value)).toBeUndefined();
    },
  );
  it.each([[50000.5], ['50000.50'], [-50000], ['-50000']])('refuses %j as not whole', (value) => {
    expect(validateCoverageInteger(value)).toBe(messages.wholeNumber);
  });
  it.each([['50,000'], ['$50000'], ['abc'], [NaN], [Infinity], [{}], [true]])(
    'refuses %j as not a number',
    (value) => {
      expect(validateCoverageInteger(value)).toBe(messages.mustBeNumber);
    },
  );
});
