import { describe, expect, it } from 'vitest';
import { exampleForm } from '../testing/example-form';
import { premiumFor, premiumItems } from './premium-for';
import { coverageSection } from '../testing/coverage-section';
import { rulesWith } from '../testing/plan-rules-stub';

const now = new Date('2026-03-15T12:00:00Z');

// $1 a month per $10,000 for the member's variant, $2 for the spouse's, $3 for a child's.
const rules = rulesWith({
  monthlyRate: (ref) => ({
    cents: { member: 100, spouse: 200, child: 300 }[ref.variant] ?? 0,
    perCoverage: 10000,
  }),
});

const definition = exampleForm('family', [
  {
    id: 'member',
    title: 'Coverage',
    schema: { type: 'object', properties: coverageSection('insured', 'You', 'member') },
  },
  {
    id: 'spouse',
    title: 'Spouse',
    schema: {
      type: 'object',
      properties: coverageSection('spouse', 'Your spouse', 'spouse', 'spouse'),
    },
  },
  {
    id: 'child-1',
    title: 'Child 1',
    schema: {
      type: 'object',
      properties: coverageSection('child1', 'Child 1', 'child', 'dependent'),
    },
  },
  {
    id: 'child-2',
    title: 'Child 2',
    schema: {
      type: 'object',
      properties: coverageSection('child2', 'Child 2', 'child', 'dependent'),
    },
  },
]);

const insured = (amount?: number) => ({ dateOfBirth: '07/04/1985', amount });

describe('premiumItems: several insured people, each priced on their own', () => {
  it("lists the applicant's premium first, then the spouse's and each child's, titled by section", () => {
    const data = {
      insured: insured(100000),
      spouse: insured(50000),
      child1: insured(10000),
      child2: insured(20000),
    };
    expect(premiumItems(definition, rules, data, now)).toEqual([
      { insured: 'applicant', title: 'You', monthly: 10 },
      { insured: 'spouse', title: 'Your spouse', monthly: 10 },
      { insured: 'dependent', title: 'Child 1', monthly: 3 },
      { insured: 'dependent', title: 'Child 2', monthly: 6 },
    ]);
    expect(premiumFor(definition, rules, data, now)).toBe(29);
  });

  it('leaves out a person not answered, and prices nothing before the applicant', () => {
    const data = { insured: insured(100000), child2: insured(10000) };
    expect(premiumItems(definition, rules, data, now).map((item) => item.title)).toEqual([
      'You',
      'Child 2',
    ]);
    expect(premiumFor(definition, rules, data, now)).toBe(13);
    const noApplicant = { insured: insured(), spouse: insured(50000) };
    expect(premiumItems(definition, rules, noApplicant, now)).toEqual([]);
    expect(premiumFor(definition, rules, noApplicant, now)).toBeUndefined();
  });
});
