import { describe, expect, it } from 'vitest';
import { rulesWith } from '../../testing/plan-rules-stub';
import { ageRangeHint } from './age-range-hint';

const formPlan = { plan: 'example', variant: 'member' };
const ages: Record<string, { min: number; max: number }> = {
  member: { min: 18, max: 70 },
  'member:20': { min: 18, max: 50 },
  'member:10': { min: 18, max: 70 },
  child: { min: 0, max: 22 },
};
const rules = rulesWith({
  ageLimits: (ref, term) =>
    ages[term ? `${ref.variant}:${term}` : ref.variant] ?? { min: 0, max: 0 },
  terms: (ref) => (ref.variant === 'member' ? ['10', '20'] : []),
});

describe('ageRangeHint', () => {
  it("names the form's plan's ages, and a term's own where they differ", () => {
    expect(ageRangeHint(rules, formPlan, true)).toBe(
      'This plan is for ages 18 to 70 (18 to 50 for the 20-year term).',
    );
  });

  it('names the ages of the variant the field checks against (a child on a parent form)', () => {
    expect(ageRangeHint(rules, formPlan, { variant: 'child' })).toBe(
      'This plan is for ages 0 to 22.',
    );
    expect(ageRangeHint(rules, formPlan, { plan: 'example', variant: 'child' })).toBe(
      'This plan is for ages 0 to 22.',
    );
  });

  it('says nothing for a field that checks no age', () => {
    expect(ageRangeHint(rules, formPlan, undefined)).toBe('');
    expect(ageRangeHint(rules, formPlan, 'yes')).toBe('');
  });
});
