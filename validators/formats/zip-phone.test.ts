import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { validatePhone } from './phone';
import { validateZip } from './zip';

describe('validateZip', () => {
  it.each([['12345'], ['00501'], ['12345-6789']])('accepts %s', (value) => {
    expect(validateZip(value)).toBeUndefined();
  });
  it.each([
    ['1234'],
    ['123456'],
    ['123456789'],
    ['12345-678'],
    ['12345-67890'],
    ['12345 6789'],
    ['1234a'],
    ['12345-'],
  ])('refuses %s', (value) => {
    expect(validateZip(value)).toBe(messages.zip);
  });
  it('passes an empty value and refuses non-strings', () => {
    expect(validateZip(undefined)).toBeUndefined();
    expect(validateZip(12345)).toBe(messages.mustBeString);
  });
});

describe('validatePhone', () => {
  it.each([['555-123-4567'], ['5551234567'], ['000-000-0000']])('accepts %s', (value) => {
    expect(validatePhone(value)).toBeUndefined();
  });
  it.each([
    ['555-1234567'],
    ['555123-4567'],
    ['(555) 123-4567'],
    ['555.123.4567'],
    ['555-123-456'],
    ['55512345678'],
    ['555123456'],
    ['+15551234567'],
    ['555-123-456a'],
  ])('refuses %s', (value) => {
    expect(validatePhone(value)).toBe(messages.phone);
  });
  it('passes an empty value and refuses non-strings', () => {
    expect(validatePhone('')).toBeUndefined();
    expect(validatePhone(5551234567)).toBe(messages.mustBeString);
  });
});
