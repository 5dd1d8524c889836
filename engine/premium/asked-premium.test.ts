import { describe, expect, it } from 'vitest';
import { exampleForm } from '../testing/example-form';
import { coverageSection } from '../testing/coverage-section';
import { rulesWith } from '../testing/plan-rules-stub';
import { runtimeForm } from '../validation/runtime-validators';
import { askedPremiumItems, premiumOfInsured } from './asked-premium';

// $1 a month per $10,000 for the member's variant, $3 for a child's; no age limits.
const rules = rulesWith({
  monthlyRate: (ref) => ({
    cents: { member: 100, child: 300 }[ref.variant] ?? 0,
    perCoverage: 10000,
  }),
});

// The child's step is taken only while the applicant says there is a child to cover.
const definition = exampleForm('asked-premium', [
  {
    id: 'member',
    title: 'You',
    schema: {
      type: 'object',
      properties: {
        ...coverageSection('insured', 'You', 'member'),
        family: { type: 'object', properties: { child: { type: 'string', enum: ['yes', 'no'] } } },
      },
    },
  },
  {
    id: 'child',
    title: 'Child',
    condition: {
      required: ['family'],
      properties: { family: { required: ['child'], properties: { child: { const: 'yes' } } } },
    },
    schema: {
      type: 'object',
      properties: coverageSection('child1', 'Child', 'child', 'dependent'),
    },
  },
]);
const form = runtimeForm(definition, rules);
const person = (amount: number) => ({ dateOfBirth: '07/04/1985', amount });

describe('askedPremiumItems: the premium of the steps the answers lead to', () => {
  it("prices the child's coverage while the child's step is asked", () => {
    const data = { insured: person(100000), family: { child: 'yes' }, child1: person(10000) };
    const items = askedPremiumItems(form, rules, data);
    expect(items.map((item) => [item.insured, item.monthly])).toEqual([
      ['applicant', 10],
      ['dependent', 3],
    ]);
    expect(premiumOfInsured(items)).toBe(13);
    expect(premiumOfInsured(items, 'dependent')).toBe(3);
  });

  it("leaves out a child's coverage kept on a step no longer asked", () => {
    const data = { insured: person(100000), family: { child: 'no' }, child1: person(10000) };
    const items = askedPremiumItems(form, rules, data);
    expect(items.map((item) => item.insured)).toEqual(['applicant']);
    expect(premiumOfInsured(items)).toBe(10);
    expect(premiumOfInsured(items, 'spouse')).toBeUndefined();
  });
});
