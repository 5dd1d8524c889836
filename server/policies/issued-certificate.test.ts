import { describe, expect, it } from 'vitest';
import { effectiveDateAfter } from './issued-certificate';

describe('the effective date of approved coverage', () => {
  it('is the first day of the next month on the New York calendar', () => {
    expect(effectiveDateAfter(new Date('2026-06-15T15:00:00Z'))).toBe('2026-07-01');
    expect(effectiveDateAfter(new Date('2026-12-15T15:00:00Z'))).toBe('2027-01-01');
    // 11:30 pm on January 31 in New York is already February in UTC.
    expect(effectiveDateAfter(new Date('2026-02-01T04:30:00Z'))).toBe('2026-02-01');
    expect(effectiveDateAfter(new Date('2026-02-01T05:30:00Z'))).toBe('2026-03-01');
  });
});
