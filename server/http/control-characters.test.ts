import { describe, expect, it } from 'vitest';
import { unstorableCharacterErrors } from './control-characters';

describe('unstorableCharacterErrors', () => {
  it('finds NUL characters at any depth, by field path', () => {
    expect(unstorableCharacterErrors({ a: 'ok', b: { c: 'x\u0000y' }, d: ['\u0000'] })).toEqual({
      'b.c': 'Contains invalid character',
      'd.0': 'Contains invalid character',
    });
    expect(unstorableCharacterErrors({ 'bad\u0000key': 1 })).toEqual({
      data: 'Contains invalid character',
    });
  });

  it('finds lone surrogates, high or low, in values and keys', () => {
    expect(
      unstorableCharacterErrors({ reason: 'a\ud800', note: ['\udc00b'], ['k\udbff']: 'x' }),
    ).toEqual({
      reason: 'Contains invalid character',
      'note.0': 'Contains invalid character',
      data: 'Contains invalid character',
    });
  });

  it('passes clean input, surrogate pairs and non-strings', () => {
    expect(unstorableCharacterErrors({ a: 'fine 😀', n: 1, z: null, t: true })).toEqual({});
    expect(unstorableCharacterErrors(undefined)).toEqual({});
  });
});
