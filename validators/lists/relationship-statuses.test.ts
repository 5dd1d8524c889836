import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { relationshipStatuses, validateRelationshipStatus } from './relationship-statuses';

describe('relationship statuses (spec §3)', () => {
  it('relationship statuses S, M, W, D', () => {
    expect(relationshipStatuses.map((s) => `${s.code} ${s.name}`)).toEqual([
      'S Single',
      'M Married',
      'W Widowed',
      'D Divorced',
    ]);
    expect(validateRelationshipStatus('W')).toBeUndefined();
    expect(validateRelationshipStatus('X')).toBe(messages.invalid);
  });
});
