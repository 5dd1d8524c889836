import { describe, expect, it } from 'vitest';
import { nulCharacterErrors } from './control-characters';

describe('nulCharacterErrors', () => {
  it('finds NUL characters at any depth, by field path', () => {
    expect(nulCharacterErrors({ a: 'ok', b: { c: 'x\u0000y' }, d: ['\u0000'] })).toEqual({
      'b.c': 'Contains invalid character',
      'd.0': 'Contains invalid character',
    });
    expect(nulCharacterErrors({ 'bad\u0000key': 1 })).toEqual({
      data: 'Contains invalid character',
    });
  });

  it('passes clean input and non-strings', () => {
    expect(nulCharacterErrors({ a: 'fine', n: 1, z: null, t: true })).toEqual({});
    expect(nulCharacterErrors(undefined)).toEqual({});
  });
});
