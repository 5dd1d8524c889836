import { describe, expect, it } from 'vitest';
import { messages } from '../../validators';
import { createAjv } from './create-ajv';
import { toFieldErrors } from './field-errors';
import { coverageParams } from './keyword-params';
import { rulesWith } from '../testing/plan-rules-stub';

const ref = { plan: 'level', variant: 'member' };
// A plan of 10- and 20-year terms: ages 17-64, the 20-year term up to 54; 50,000-600,000 by 50,000,
// none outside the term's ages. The terms come from the rules, never from the schema.
const termAges: Record<string, { min: number; max: number }> = {
  '10': { min: 17, max: 64 },
  '20': { min: 17, max: 54 },
};
const rules = rulesWith({
  terms: () => ['10', '20'],
  ageLimits: (_ref, term) =>
    term === undefined ? { min: 17, max: 64 } : (termAges[term] ?? { min: 0, max: -1 }),
  coverageOptions: (_ref, age, term) => {
    const ages = term === undefined ? { min: 17, max: 64 } : termAges[term];
    const open = age === undefined || (ages !== undefined && age >= ages.min && age <= ages.max);
    return open ? { min: 50000, max: 600000, step: 50000 } : { list: [] };
  },
});

const year = new Date().getFullYear();
const bornAged = (age: number) => `01/01/${year - age}`;

const schema = {
  type: 'object',
  properties: {
    insured: {
      type: 'object',
      properties: {
        dateOfBirth: { type: 'string', ageForPlan: { ...ref, term: '/coverage/term' } },
      },
    },
    coverage: {
      type: 'object',
      properties: {
        term: { type: 'string' },
        amount: {
          type: 'integer',
          coverageForPlan: { ...ref, term: '/coverage/term', dateOfBirth: '/insured/dateOfBirth' },
        },
      },
    },
  },
};
const validate = createAjv(rules).compile(schema);

function errorsFor(age: number, term: string | undefined, amount: number) {
  const data = { insured: { dateOfBirth: bornAged(age) }, coverage: { term, amount } };
  validate(data);
  return toFieldErrors(validate.errors, data);
}

describe('coverage and age by the chosen term', () => {
  it('bakes one set of options per term of the rules into the keyword', () => {
    const params = coverageParams(
      { ...ref, term: '/coverage/term', dateOfBirth: '/insured/dateOfBirth' },
      rules,
    );
    expect(Object.keys(params.byTerm ?? {})).toEqual(['10', '20']);
    expect(params.byTerm?.['20']?.bands?.at(-1)).toEqual({
      minAge: 55,
      maxAge: 64,
      options: { list: [] },
    });
    expect(params.term).toBe('/coverage/term');
  });

  it('accepts the edges each term allows', () => {
    expect(errorsFor(54, '20', 600000)).toEqual({});
    expect(errorsFor(17, '20', 50000)).toEqual({});
    expect(errorsFor(64, '10', 600000)).toEqual({});
    expect(errorsFor(64, undefined, 50000)).toEqual({});
  });

  it('refuses an age past the term and any coverage at that age', () => {
    expect(errorsFor(55, '20', 50000)).toEqual({
      'insured.dateOfBirth': messages.ageNotMatching,
      'coverage.amount': messages.invalid,
    });
    expect(errorsFor(65, '10', 50000)['insured.dateOfBirth']).toBe(messages.ageNotMatching);
  });

  it('refuses amounts off the range and a term the plan does not offer', () => {
    expect(errorsFor(40, '10', 650000)).toEqual({ 'coverage.amount': messages.invalid });
    expect(errorsFor(40, '10', 75000)).toEqual({ 'coverage.amount': messages.invalid });
    expect(errorsFor(40, '30', 50000)['coverage.amount']).toBe(messages.invalid);
  });
});
