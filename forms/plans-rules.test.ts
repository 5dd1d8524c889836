import { describe, expect, it } from 'vitest';
import { createAjv, toFieldErrors } from '../engine';
import { messages } from '../validators';
import { plansRules } from './plans-rules';

const levelTerm = { plan: 'level-term', variant: 'member' };
const noAge = { min: 0, max: -1 };

describe('plans rules', () => {
  it('reads the Level Term age limits of the term as the form holds it', () => {
    expect(plansRules.ageLimits(levelTerm)).toEqual({ min: 17, max: 64 });
    expect(plansRules.ageLimits(levelTerm, '10')).toEqual({ min: 17, max: 64 });
    expect(plansRules.ageLimits(levelTerm, '20')).toEqual({ min: 17, max: 54 });
    expect(plansRules.ageLimits(levelTerm, undefined)).toEqual({ min: 17, max: 64 });
  });

  it('allows no age for a text that only reads as an offered term once turned into a number', () => {
    expect(plansRules.ageLimits(levelTerm, '1e1')).toEqual(noAge);
    expect(plansRules.ageLimits(levelTerm, '')).toEqual(noAge);
  });

  it('narrows Level Term coverage by the age limits of the chosen term', () => {
    const upTo600k = { list: Array.from({ length: 12 }, (_, i) => (i + 1) * 50_000) };
    expect(plansRules.coverageOptions(levelTerm, 60)).toEqual(upTo600k);
    expect(plansRules.coverageOptions(levelTerm, 60, '10')).toEqual(upTo600k);
    expect(plansRules.coverageOptions(levelTerm, 60, '20')).toEqual({ list: [] });
    expect(plansRules.coverageOptions(levelTerm, 54, '20')).toEqual(
      plansRules.coverageOptions(levelTerm, 54),
    );
  });
});

describe('Level Term by term through the engine keywords (catalogue values)', () => {
  const keyword = { ...levelTerm, term: '/coverage/term' };
  const validate = createAjv(plansRules).compile({
    type: 'object',
    properties: {
      insured: {
        type: 'object',
        properties: { dateOfBirth: { type: 'string', ageForPlan: keyword } },
      },
      coverage: {
        type: 'object',
        properties: {
          amount: {
            type: 'integer',
            coverageForPlan: { ...keyword, dateOfBirth: '/insured/dateOfBirth' },
          },
        },
      },
    },
  });
  const bornAged = (age: number) => `01/01/${new Date().getFullYear() - age}`;
  const errorsFor = (age: number, term: string, amount: number) => {
    const data = { insured: { dateOfBirth: bornAged(age) }, coverage: { term, amount } };
    validate(data);
    return toFieldErrors(validate.errors, data);
  };

  it('reads the terms from the catalogue', () => {
    expect(plansRules.terms?.(levelTerm)).toEqual(['10', '20']);
    expect(plansRules.terms?.({ plan: 'term-90-plus', variant: 'standard' })).toEqual([]);
  });

  it('accepts the edges of each term', () => {
    expect(errorsFor(17, '10', 50_000)).toEqual({});
    expect(errorsFor(64, '10', 600_000)).toEqual({});
    expect(errorsFor(54, '20', 600_000)).toEqual({});
  });

  it('refuses past the edges of each term', () => {
    expect(errorsFor(55, '20', 50_000)).toEqual({
      'insured.dateOfBirth': messages.ageNotMatching,
      'coverage.amount': messages.invalid,
    });
    expect(errorsFor(65, '10', 50_000)['insured.dateOfBirth']).toBe(messages.ageNotMatching);
    expect(errorsFor(16, '10', 50_000)['insured.dateOfBirth']).toBe(messages.ageNotMatching);
    expect(errorsFor(40, '10', 650_000)).toEqual({ 'coverage.amount': messages.invalid });
    expect(errorsFor(40, '20', 25_000)).toEqual({ 'coverage.amount': messages.invalid });
    expect(errorsFor(40, '15', 50_000)['coverage.amount']).toBe(messages.invalid);
  });
});
