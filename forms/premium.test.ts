import { describe, expect, it } from 'vitest';
import {
  ageOn,
  coverageFieldOf,
  monthlyPremium,
  planRefsOf,
  planRulesSnapshot,
  premiumFor,
  snapshotPlanRules,
  type FormData,
} from '../engine';
import { isRateSheetId, planVariant, quote } from '../plans';
import { formDefinitions } from './catalogue';
import { plansRules } from './plans-rules';

const now = new Date('2026-03-15T12:00:00Z');
const bornAged = (age: number) => `07/04/${now.getUTCFullYear() - age - 1}`;

describe.each(formDefinitions.map((d) => [d.formId, d] as const))('%s', (_formId, definition) => {
  const ref = definition.plan;
  const rateSheet = planVariant(ref.plan, ref.variant)?.rateSheet;
  const snapshotRules = snapshotPlanRules(
    JSON.parse(JSON.stringify(planRulesSnapshot(plansRules, planRefsOf(definition)))),
  );
  const field = coverageFieldOf(definition);

  it('prices with the rates of its plan, named where the answers are', () => {
    expect(isRateSheetId(rateSheet)).toBe(true);
    expect(field?.pointer).toBe('/coverage/amount');
    expect(field?.keyword).toMatchObject({
      dateOfBirth: '/insured/dateOfBirth',
      tobacco: '/coverage/tobacco',
    });
  });

  it("shows quote's monthly premium for every age, amount and tobacco answer it offers", () => {
    if (!isRateSheetId(rateSheet)) throw new Error('no rate sheet');
    const { min, max } = plansRules.ageLimits(ref);
    let priced = 0;
    for (let age = min - 1; age <= max + 1; age += 1) {
      const dateOfBirth = bornAged(age);
      expect(ageOn(dateOfBirth, now)).toBe(age);
      const offered = plansRules.coverageOptions(ref, age);
      for (const coverage of 'list' in offered ? offered.list : []) {
        for (const tobacco of ['0', '1'] as const) {
          const expected = quote({ rateSheet, age, coverage, tobacco }).monthly;
          const query = { age, coverage, tobacco: tobacco === '1' };
          const rate = plansRules.monthlyRate?.(ref, query);
          expect(rate && monthlyPremium(rate, coverage)).toBe(expected);
          expect(snapshotRules.monthlyRate?.(ref, query)).toEqual(rate);
          const data: FormData = {
            insured: { dateOfBirth },
            coverage: { amount: coverage, tobacco },
          };
          expect(premiumFor(definition, plansRules, data, now)).toBe(expected);
          expect(premiumFor(definition, snapshotRules, data, now)).toBe(expected);
          priced += 1;
        }
      }
      // Outside the age limits nothing is offered, so nothing is priced.
      if (age < min || age > max) expect(offered).toEqual({ list: [] });
    }
    expect(priced).toBeGreaterThan(0);
  });

  it('shows no premium until the amount, the date of birth and the tobacco answer are given', () => {
    const amount = plansRules.coverageOptions(ref, 40);
    const coverage = 'list' in amount ? amount.list[0] : undefined;
    const full: FormData = {
      insured: { dateOfBirth: bornAged(40) },
      coverage: { amount: coverage, tobacco: '0' },
    };
    expect(premiumFor(definition, snapshotRules, full, now)).toBeGreaterThan(0);
    for (const partial of [
      { ...full, insured: {} },
      { ...full, coverage: { amount: coverage } },
      { ...full, coverage: { amount: coverage, tobacco: 'yes' } },
      { ...full, coverage: { tobacco: '0' } },
      { ...full, coverage: { amount: 75_000, tobacco: '0' } },
      { ...full, coverage: { amount: 2_000_000, tobacco: '0' } },
      { ...full, insured: { dateOfBirth: bornAged(90) } },
    ]) {
      expect(premiumFor(definition, snapshotRules, partial, now)).toBeUndefined();
      expect(premiumFor(definition, plansRules, partial, now)).toBeUndefined();
    }
  });
});
