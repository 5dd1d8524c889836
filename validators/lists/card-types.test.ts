import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { cardTypes, validateCardType } from './card-types';

describe('card types (spec §3)', () => {
  it('card types visa, mc, discover', () => {
    expect(cardTypes.map((c) => c.code)).toEqual(['visa', 'mc', 'discover']);
    expect(validateCardType('mc')).toBeUndefined();
    expect(validateCardType('amex')).toBe(messages.invalid);
  });
});
