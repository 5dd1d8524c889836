import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isStateAvailable } from './state-availability';

// Spec §9: most plans are unavailable in AA, AE, AP, ME, MP and OR.
describe('isStateAvailable', () => {
  it.each(['AA', 'AE', 'AP', 'ME', 'MP', 'OR'])('Term 90 Plus is not sold in %s', (state) => {
    expect(isStateAvailable('term-90-plus', 'standard', state)).toBe(false);
    expect(isStateAvailable('level-term', 'member', state)).toBe(false);
  });

  it('sells where the plan does not exclude', () => {
    expect(isStateAvailable('term-90-plus', 'standard', 'VA')).toBe(true);
    expect(isStateAvailable('level-term', 'spouse', 'TX')).toBe(true);
  });

  it('excludes more states for National Guard than for the others', () => {
    expect(isStateAvailable('national-guard', 'member', 'NY')).toBe(false);
    expect(isStateAvailable('term-90-plus', 'standard', 'NY')).toBe(true);
  });

  it('sells the National Guard Maine variants in Maine only', () => {
    expect(isStateAvailable('national-guard', 'maine', 'ME')).toBe(true);
    expect(isStateAvailable('national-guard', 'maine-quick-step', 'ME')).toBe(true);
    expect(isStateAvailable('national-guard', 'maine', 'VA')).toBe(false);
    expect(isStateAvailable('national-guard', 'member', 'ME')).toBe(false);
  });

  it('sells nowhere that is not a state of the list: unknown, lower-case or empty codes', () => {
    for (const state of ['ZZ', 'va', '', ' VA']) {
      expect(isStateAvailable('term-90-plus', 'standard', state)).toBe(false);
    }
  });

  it('sells nothing for an unknown plan or variant, and never throws', () => {
    expect(isStateAvailable('no-such-plan', 'member', 'VA')).toBe(false);
    expect(isStateAvailable('term-90-plus', 'no-such-variant', 'VA')).toBe(false);
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.anything(), (plan, variant, state) => {
        expect(typeof isStateAvailable(plan, variant, state as string)).toBe('boolean');
      }),
    );
  });
});
