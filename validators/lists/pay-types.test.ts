import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { payTypes, validatePayType } from './pay-types';

describe('pay types (spec §3)', () => {
  it('pay types ND, D, N', () => {
    expect(payTypes.map((p) => `${p.code} ${p.name}`)).toEqual([
      'ND Non-disability',
      'D Disability',
      'N None',
    ]);
    expect(validatePayType('ND')).toBeUndefined();
    expect(validatePayType('X')).toBe(messages.invalid);
  });
});
