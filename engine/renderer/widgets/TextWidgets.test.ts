import { describe, expect, it } from 'vitest';
import { messages, validateCardExpiry } from '../../../validators';
import { tidyCardExpiry } from './TextWidgets';

describe('tidyCardExpiry', () => {
  it('reads six digits, with or without a separator, as MM/YYYY', () => {
    for (const typed of ['122029', '12 2029', '12-2029', '12.2029', ' 12/2029 '])
      expect(tidyCardExpiry(typed), typed).toBe('12/2029');
  });

  it('leaves anything else as typed, so its message can be seen', () => {
    for (const typed of ['', '1229', '1/2029', '12/29', '13202', 'ab2029', '1220299'])
      expect(tidyCardExpiry(typed), typed).toBe(typed);
  });

  it('still lets the validators judge the month', () => {
    const now = new Date('2026-11-24T12:00:00Z');
    expect(validateCardExpiry(tidyCardExpiry('132029'), now)).toBe(messages.cardExpiryDate);
    expect(validateCardExpiry(tidyCardExpiry('122029'), now)).toBeUndefined();
  });
});
