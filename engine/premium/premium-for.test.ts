import { describe, expect, it } from 'vitest';
import { exampleForm } from '../testing/example-form';
import type { RateQuery } from '../validation/plan-rules';
import { premiumFor } from './premium-for';
import { rulesWith } from '../testing/plan-rules-stub';

const now = new Date('2026-03-15T12:00:00Z');
const queries: RateQuery[] = [];
// Priced by term and sex as 10- and 20-year term tables are: $2 a month per $50,000, $1 more for
// a man and for the 20-year term; no rate without a sex.
const rules = rulesWith({
  monthlyRate: (_ref, query) => {
    queries.push(query);
    if (query.sex !== 'M' && query.sex !== 'F') return undefined;
    const cents = 200 + (query.sex === 'M' ? 100 : 0) + (query.term === '20' ? 100 : 0);
    return { cents, perCoverage: 50000 };
  },
});

const definition = exampleForm('sex-priced', [
  {
    id: 'coverage',
    title: 'Coverage',
    schema: {
      type: 'object',
      properties: {
        insured: {
          type: 'object',
          properties: { gender: { type: 'string' }, dateOfBirth: { type: 'string' } },
        },
        coverage: {
          type: 'object',
          properties: {
            term: { type: 'string' },
            amount: {
              type: 'integer',
              coverageForPlan: {
                plan: 'p',
                variant: 'v',
                term: '/coverage/term',
                dateOfBirth: '/insured/dateOfBirth',
                sex: '/insured/gender',
              },
            },
          },
        },
      },
    },
  },
]);

const answers = (gender: string | undefined, term: string) => ({
  insured: { gender, dateOfBirth: '07/04/1985' },
  coverage: { term, amount: 100000 },
});

describe('premiumFor with a sex the keyword names', () => {
  it('prices at the sex and term answered', () => {
    expect(premiumFor(definition, rules, answers('F', '10'), now)).toBe(4);
    expect(premiumFor(definition, rules, answers('M', '10'), now)).toBe(6);
    expect(premiumFor(definition, rules, answers('M', '20'), now)).toBe(8);
    expect(queries.at(-1)).toEqual({
      age: 40,
      coverage: 100000,
      tobacco: undefined,
      term: '20',
      sex: 'M',
    });
  });

  it('shows no premium while the sex is not answered', () => {
    queries.length = 0;
    expect(premiumFor(definition, rules, answers(undefined, '10'), now)).toBeUndefined();
    expect(premiumFor(definition, rules, answers('', '10'), now)).toBeUndefined();
    expect(queries).toEqual([]);
  });
});
