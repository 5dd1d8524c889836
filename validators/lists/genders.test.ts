import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { genders, validateGender } from './genders';

describe('gender (spec §3)', () => {
  it('gender M, F', () => {
    expect(genders.map((g) => g.code)).toEqual(['M', 'F']);
    expect(validateGender('F')).toBeUndefined();
    expect(validateGender('f')).toBe(messages.invalid);
  });
});
