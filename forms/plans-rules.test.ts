import { describe, expect, it } from 'vitest';
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
