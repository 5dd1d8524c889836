import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { validateStrictString } from './strict-string';

describe('validateStrictString', () => {
  it.each([
    ['John Smith'],
    ["O'Brien-Smith Jr."],
    ['José Núñez Ångström Straße'],
    ['Cafe\u0301'],
    ['Unit 5, Apt #3 (rear) & more; 100% yes? no: @home! 1+1*2'],
    ['under_score'],
    ['0123456789'],
  ])('accepts %s', (value) => {
    expect(validateStrictString(value)).toBeUndefined();
  });

  it.each([
    ['a/b'],
    ['a\\b'],
    ['<script>'],
    ['a"b'],
    ['a$b'],
    ['a=b'],
    ['tab\there'],
    ['line\nbreak'],
    ['Иван'],
    ['名前'],
    ['emoji 😀'],
    ['a~b'],
    ['a`b'],
    ['a[b]'],
    ['a{b}'],
    ['a|b'],
    ['Ⅻ'],
    ['\u0301abc'],
    ['a \u0301'],
  ])('refuses %j', (value) => {
    expect(validateStrictString(value)).toBe(messages.invalidCharacter);
  });

  it('passes an empty value and refuses non-strings', () => {
    expect(validateStrictString('')).toBeUndefined();
    expect(validateStrictString(undefined)).toBeUndefined();
    expect(validateStrictString(42)).toBe(messages.mustBeString);
  });
});
