import { describe, expect, it } from 'vitest';
import { messages, validateCardExpiry, validateDate } from '../../../validators';
import { tidyCardExpiry, tidyDateOfBirth } from './TextWidgets';

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

describe('tidyDateOfBirth', () => {
  it('reads eight digits, with or without separators, as MM/DD/YYYY', () => {
    for (const typed of ['06151988', '06 15 1988', '06-15-1988', '06.15.1988', ' 06/15/1988 '])
      expect(tidyDateOfBirth(typed), typed).toBe('06/15/1988');
  });

  it('leaves anything else as typed, so its message can be seen', () => {
    for (const typed of ['', '6151988', '6/15/1988', '061519880', '06/15/88', 'ab151988'])
      expect(tidyDateOfBirth(typed), typed).toBe(typed);
  });

  it('still lets the validators judge the date', () => {
    expect(validateDate(tidyDateOfBirth('02301985'))).toBe(messages.date);
    expect(validateDate(tidyDateOfBirth('06151988'))).toBeUndefined();
  });
});
