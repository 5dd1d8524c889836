import { describe, expect, it } from 'vitest';
import { planRefsOf, planRulesSnapshot, snapshotPlanRules, type PlanRef } from '../engine';
import { isRateSheetId, planVariant } from '../plans';
import { states } from '../validators';
import { formDefinitions } from './catalogue';
import { plansRules } from './plans-rules';

const formRefs = [
  ...new Map(
    formDefinitions.flatMap(planRefsOf).map((ref) => [`${ref.plan}/${ref.variant}`, ref]),
  ).values(),
];
// The forms' plans have no terms: Level Term has, with narrower ages for the 20-year term.
const levelTerm = { plan: 'level-term', variant: 'member' };
const refs = [...formRefs, levelTerm];
const rules = snapshotPlanRules(JSON.parse(JSON.stringify(planRulesSnapshot(plansRules, refs))));

const ages = [undefined, ...Array.from({ length: 206 }, (_, i) => i - 5)];
const termsOf = (ref: PlanRef) => [
  undefined,
  ...(plansRules.terms?.(ref) ?? []),
  '15',
  '',
  '1e1',
  '10',
  '20',
];

describe('the plan-rules snapshot of the catalogue (what the browser gets)', () => {
  it('covers the plan of every form', () => {
    const key = (ref: PlanRef) => `${ref.plan}/${ref.variant}`;
    expect(formRefs.map(key)).toEqual(
      expect.arrayContaining(formDefinitions.map((definition) => key(definition.plan))),
    );
    // Besides its own plans, a National Guard member form names its dependent children's.
    expect(formRefs.map(key)).toContain('national-guard/dependent-child');
    expect(plansRules.terms?.(levelTerm)).toEqual(['10', '20']);
  });

  it("carries each plan's schedule (spec §9: Term 90 Plus 95, Simplified and Quick Step 98)", () => {
    const schedule = (variant: string) => rules.schedule?.({ plan: 'term-90-plus', variant });
    expect(schedule('standard')).toBe('95');
    expect(schedule('simplified')).toBe('98');
  });

  it('carries the payment methods each plan takes (no military allotment for federal civilians)', () => {
    const methods = (variant: string) => rules.paymentMethods?.({ plan: 'term-90-plus', variant });
    expect(methods('standard')).toContain('maa');
    expect(methods('federal-civilian')).toEqual(['eft', 'cc', 'check', 'same']);
    expect(methods('federal-civilian-spouse')).not.toContain('maa');
  });

  it.each(refs.map((ref) => [`${ref.plan}/${ref.variant}`, ref] as const))(
    '%s: the same answers as the catalogue, for every term and every age from -5 to 200',
    (_name, ref) => {
      expect(rules.hasVariant(ref)).toBe(plansRules.hasVariant(ref));
      expect(rules.terms?.(ref)).toEqual(plansRules.terms?.(ref));
      expect(rules.statesNotAvailable(ref)).toEqual(plansRules.statesNotAvailable(ref));
      expect(rules.schedule?.(ref)).toBe(plansRules.schedule?.(ref));
      expect(rules.paymentMethods?.(ref)).toEqual(plansRules.paymentMethods?.(ref));
      for (const term of termsOf(ref)) {
        expect(rules.ageLimits(ref, term)).toEqual(plansRules.ageLimits(ref, term));
        for (const age of [...ages, 30.5, Number.NaN]) {
          expect(rules.coverageOptions(ref, age, term)).toEqual(
            plansRules.coverageOptions(ref, age, term),
          );
        }
      }
    },
  );

  it.each(refs.map((ref) => [`${ref.plan}/${ref.variant}`, ref] as const))(
    "%s: the rate tables' rates, unpacked, for every term, sex, tobacco answer, age and amount",
    (_name, ref) => {
      const offered = plansRules.coverageOptions(ref);
      const amounts = [0, 75000, ...('list' in offered ? offered.list : [])];
      let priced = 0;
      for (const term of termsOf(ref)) {
        // Every age any plan prices (17 to 89), and one either side.
        for (let age = 16; age <= 90; age += 1) {
          for (const coverage of amounts) {
            for (const tobacco of [undefined, false, true]) {
              for (const sex of [undefined, 'M', 'F', 'X']) {
                const query = { age, coverage, tobacco, term, sex };
                const rate = plansRules.monthlyRate?.(ref, query);
                if (rate) priced += 1;
                expect(rules.monthlyRate?.(ref, query)).toEqual(rate);
              }
            }
          }
        }
      }
      // A plan without rate tables (Reserve Group Life, TRICARE Supplement) prices nothing, in the
      // snapshot as in the catalogue.
      const hasRates = isRateSheetId(planVariant(ref.plan, ref.variant)?.rateSheet);
      expect(priced > 0).toBe(hasRates);
    },
  );

  it('allows nothing for a plan it does not hold, like the catalogue for an unknown plan', () => {
    // One Term 90 Plus variant only: Level Term (and any other plan's form) is not in it.
    const standardOnly = snapshotPlanRules(
      planRulesSnapshot(plansRules, [{ plan: 'term-90-plus', variant: 'standard' }]),
    );
    const unknown = [
      { plan: 'no-such-plan', variant: 'standard' },
      { plan: 'term-90-plus', variant: 'no-such-variant' },
    ];
    for (const ref of [...unknown, levelTerm]) {
      const noPlan = unknown[0]!;
      expect(standardOnly.hasVariant(ref)).toBe(false);
      expect(standardOnly.terms?.(ref)).toEqual([]);
      expect(standardOnly.statesNotAvailable(ref)).toEqual(plansRules.statesNotAvailable(noPlan));
      expect(standardOnly.statesNotAvailable(ref)).toHaveLength(states.length);
      expect(standardOnly.paymentMethods?.(ref)).toEqual([]);
      expect(plansRules.paymentMethods?.(noPlan)).toEqual([]);
      for (const term of [undefined, '10']) {
        expect(standardOnly.ageLimits(ref, term)).toEqual(plansRules.ageLimits(noPlan, term));
        for (const age of [undefined, 30]) {
          expect(standardOnly.coverageOptions(ref, age, term)).toEqual({ list: [] });
          expect(plansRules.coverageOptions(noPlan, age, term)).toEqual({ list: [] });
        }
      }
    }
    for (const ref of unknown) expect(plansRules.hasVariant(ref)).toBe(false);
  });
});
