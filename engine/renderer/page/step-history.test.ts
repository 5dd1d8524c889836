import { describe, expect, it } from 'vitest';
import { confirmationShown, entryFor, historyKey, trailOf } from './step-history';

describe("the wizard's history entries", () => {
  it('carry the step and the trail of steps of this form up to it, keeping the rest', () => {
    const first = entryFor({ idx: 3 }, 'standard', 'eligibility', 'replace');
    expect(first).toMatchObject({ idx: 3, [historyKey]: 'eligibility' });
    expect(trailOf(first, 'standard')).toEqual(['eligibility']);
    const second = entryFor(first, 'standard', 'insured', 'push');
    expect(trailOf(second, 'standard')).toEqual(['eligibility', 'insured']);
    const submitted = entryFor(second, 'standard', 'submitted', 'replace');
    expect(trailOf(submitted, 'standard')).toEqual(['eligibility', 'submitted']);
  });

  it("start afresh on another form's entry, and are not another form's", () => {
    const quickStep = entryFor(null, 'quick-step', 'consent', 'replace');
    expect(trailOf(quickStep, 'standard')).toBeUndefined();
    expect(trailOf(entryFor(quickStep, 'standard', 'eligibility', 'push'), 'standard')).toEqual([
      'eligibility',
    ]);
    expect(trailOf({ formTrail: 'broken' }, 'standard')).toBeUndefined();
  });

  it("tell where this form's confirmation was shown", () => {
    const step = entryFor(null, 'quick-step', 'consent', 'replace');
    const confirmation = entryFor(step, 'quick-step', 'submitted', 'replace');
    expect(confirmationShown(confirmation, 'quick-step')).toBe(true);
    expect(confirmationShown(step, 'quick-step')).toBe(false);
    expect(confirmationShown(confirmation, 'standard')).toBe(false);
    expect(confirmationShown(null, 'quick-step')).toBe(false);
  });
});
