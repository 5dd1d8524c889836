import { describe, expect, it } from 'vitest';
import { maxLengthMessage, messages } from '../messages';
import { validateEmail } from './email';

describe('validateEmail', () => {
  it.each([
    ['member@example.com'],
    ['first.last+tag@mail.example.org'],
    ["o'brien@example.co.uk"],
    ['a@b.io'],
  ])('accepts %s', (value) => {
    expect(validateEmail(value)).toBeUndefined();
  });

  it.each([
    ['plain'],
    ['@example.com'],
    ['member@'],
    ['member@example'],
    ['member@@example.com'],
    ['member @example.com'],
    ['member@-example.com'],
    ['member@example..com'],
    ['member@example.com.'],
    ['.john@example.com'],
    ['john.@example.com'],
    ['john..smith@example.com'],
  ])('refuses %s', (value) => {
    expect(validateEmail(value)).toBe(messages.email);
  });

  it('accepts 60 characters and refuses 61', () => {
    const at60 = `${'a'.repeat(48)}@example.com`;
    expect(at60).toHaveLength(60);
    expect(validateEmail(at60)).toBeUndefined();
    expect(validateEmail(`a${at60}`)).toBe(maxLengthMessage(60));
  });

  it('passes an empty value and refuses non-strings', () => {
    expect(validateEmail('')).toBeUndefined();
    expect(validateEmail({ email: 'a@b.io' })).toBe(messages.mustBeString);
  });
});
