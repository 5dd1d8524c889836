import { describe, expect, it } from 'vitest';
import { states } from '../../validators';
import { resolveDefinition } from '../definition/resolve-definition';
import type { FormDefinition } from '../definition/types';
import { planRefsOf } from './plan-refs';
import type { CoverageOptions, PlanRules } from './plan-rules';
import { unpackAgeRates } from './packed-rates';
import { planRulesSnapshot, snapshotPlanRules } from './plan-rules-snapshot';
import { rulesWith } from '../testing/plan-rules-stub';

const ref = { plan: 'level', variant: 'member' };
const termAges: Record<string, { min: number; max: number }> = {
  '10': { min: 17, max: 64 },
  '20': { min: 17, max: 54 },
};
const none: CoverageOptions = { list: [] };
const agesOf = (term: string) => (Object.hasOwn(termAges, term) ? termAges[term] : undefined);
// A plan of 10- and 20-year terms, with age bands: less coverage from 50, none beyond a term's ages.
const rules: PlanRules = rulesWith({
  hasVariant: (r) => r.plan === ref.plan,
  terms: () => ['10', '20'],
  ageLimits: (_r, term) =>
    term === undefined ? { min: 17, max: 64 } : (agesOf(term) ?? { min: 0, max: -1 }),
  coverageOptions: (_r, age, term) => {
    const ages = term === undefined ? { min: 17, max: 64 } : agesOf(term);
    if (!ages) return none;
    if (age === undefined) return { min: 50000, max: 600000, step: 50000 };
    if (!Number.isInteger(age) || age < ages.min || age > ages.max) return none;
    return age < 50 ? { min: 50000, max: 600000, step: 50000 } : { list: [50000, 100000] };
  },
  statesNotAvailable: () => ['OR', 'ME'],
  // Priced by tobacco answer only where coverage is offered; more from $250,000 and with age.
  monthlyRate: (r, { age, coverage, tobacco, term }) => {
    if (tobacco === undefined || !Number.isInteger(age)) return undefined;
    const options = rules.coverageOptions(r, age, term);
    const inRange = 'min' in options && coverage >= options.min && coverage <= options.max;
    const offered = 'list' in options ? options.list.includes(coverage) : inRange;
    if (!offered || coverage % 50000 !== 0) return undefined;
    const cents = (coverage >= 250000 ? 300 : 200) + age * (tobacco ? 20 : 10);
    return { cents, perCoverage: 50000 };
  },
});

describe('plan-rules snapshot', () => {
  const snapshot = planRulesSnapshot(rules, [ref, { ...ref, terms: ['30'] }]);
  const fromSnapshot = snapshotPlanRules(snapshot);

  it('answers as the rules it was built from, at every age and beyond the tabulated ones', () => {
    for (const term of [undefined, '10', '20', '30', '15', 'constructor', '__proto__']) {
      expect(fromSnapshot.ageLimits(ref, term)).toEqual(rules.ageLimits(ref, term));
      for (const age of [undefined, -1e9, -5, 0, 16, 17, 49, 50, 54, 55, 64, 65, 300, 1e9, 3.5]) {
        expect(fromSnapshot.coverageOptions(ref, age, term)).toEqual(
          rules.coverageOptions(ref, age, term),
        );
      }
    }
    expect(fromSnapshot.hasVariant(ref)).toBe(true);
    expect(fromSnapshot.terms?.(ref)).toEqual(['10', '20']);
    expect(fromSnapshot.statesNotAvailable(ref)).toEqual(['OR', 'ME']);
  });

  it('holds each run of ages once and each distinct answer once', () => {
    const [plan] = snapshot.plans;
    expect(snapshot.plans).toHaveLength(1);
    expect(plan?.noTerm.byAge.map(([age]) => age)).toEqual([0, 17, 50, 65]);
    expect(Object.keys(plan?.byTerm ?? {})).toEqual(['10', '20', '30']);
    expect(snapshot.options).toHaveLength(3);
  });

  it('is plain data: the same answers after a JSON round trip', () => {
    const copied = snapshotPlanRules(JSON.parse(JSON.stringify(snapshot)));
    expect(copied.coverageOptions(ref, 52, '20')).toEqual(rules.coverageOptions(ref, 52, '20'));
    expect(copied.coverageOptions(ref, 55, '20')).toEqual(none);
  });

  it('allows nothing for a plan it does not hold', () => {
    const other = { plan: 'other', variant: 'member' };
    expect(fromSnapshot.hasVariant(other)).toBe(false);
    expect(fromSnapshot.terms?.(other)).toEqual([]);
    expect(fromSnapshot.ageLimits(other)).toEqual({ min: 0, max: -1 });
    expect(fromSnapshot.coverageOptions(other)).toEqual(none);
    expect(fromSnapshot.coverageOptions(other, 30, '10')).toEqual(none);
    expect(fromSnapshot.statesNotAvailable(other)).toEqual(states.map((state) => state.code));
  });

  it('hands out copies, so a caller cannot change the snapshot', () => {
    const options = fromSnapshot.coverageOptions(ref, 55);
    if ('list' in options) options.list.push(1);
    fromSnapshot.statesNotAvailable(ref).push('CA');
    fromSnapshot.ageLimits(ref).max = 99;
    expect(fromSnapshot.coverageOptions(ref, 55)).toEqual({ list: [50000, 100000] });
    expect(fromSnapshot.statesNotAvailable(ref)).toEqual(['OR', 'ME']);
    expect(fromSnapshot.ageLimits(ref)).toEqual({ min: 17, max: 64 });
  });

  it('refuses rules whose coverage still changes beyond every age limit and human age', () => {
    const late: PlanRules = {
      ...rules,
      coverageOptions: (_r, age) => (age !== undefined && age > 200 ? none : { list: [1] }),
    };
    expect(() => planRulesSnapshot(late, [ref])).toThrow(/beyond ages 0-150/);
  });

  it('refuses rules that answer ages that are not whole, or unoffered terms, differently', () => {
    const halfYears: PlanRules = {
      ...rules,
      coverageOptions: (_r, age) => (age === 0.5 ? { list: [1] } : none),
    };
    expect(() => planRulesSnapshot(halfYears, [ref])).toThrow(/not whole/);
    const blankTerm: PlanRules = {
      ...rules,
      ageLimits: (_r, term) => (term === '' ? { min: 1, max: 2 } : { min: 0, max: -1 }),
    };
    expect(() => planRulesSnapshot(blankTerm, [ref])).toThrow(/nobody offers/);
  });

  it('tabulates the plan of a form and the plans and terms its keywords name', () => {
    const definition = resolveDefinition(
      {
        formId: 'f',
        appId: 'a',
        title: 'F',
        plan: ref,
        route: '/f/',
        steps: [
          {
            id: 's',
            title: 'S',
            schema: {
              type: 'object',
              properties: {
                dateOfBirth: { type: 'string', ageForPlan: true },
                amount: {
                  type: 'integer',
                  coverageForPlan: { plan: 'rider', variant: 'child', terms: ['5'] },
                },
              },
            },
          },
        ],
      } as unknown as FormDefinition,
      {},
    );
    expect(planRefsOf(definition)).toEqual([
      ref,
      ref,
      { plan: 'rider', variant: 'child', terms: ['5'] },
    ]);
  });
});

describe('plan-rules snapshot rates', () => {
  const snapshot = planRulesSnapshot(rules, [ref]);
  const copied = snapshotPlanRules(JSON.parse(JSON.stringify(snapshot)));
  const amounts = [0, 50000, 75000, 200000, 250000, 600000, 650000];

  it('answers as the rules for every term, age, amount and tobacco answer, after a JSON round trip', () => {
    for (const term of [undefined, '10', '20', '15']) {
      for (const age of [-1, 0, 16, 17, 30, 49, 50, 54, 55, 64, 65, 200, 30.5, Number.NaN]) {
        for (const coverage of amounts) {
          for (const tobacco of [undefined, false, true]) {
            const query = { age, coverage, tobacco, term };
            expect(copied.monthlyRate?.(ref, query)).toEqual(rules.monthlyRate?.(ref, query));
          }
        }
      }
    }
    expect(copied.monthlyRate?.(ref, { age: 30, coverage: 250000, tobacco: true })).toEqual({
      cents: 900,
      perCoverage: 50000,
    });
  });

  it('holds runs of amounts, once per age, and the rate unit once per plan', () => {
    const [plan] = snapshot.plans;
    expect(plan?.perCoverage).toBe(50000);
    expect(Object.keys(plan?.noTerm.rates ?? {})).toEqual(['0', '1']);
    const packed = plan?.noTerm.rates?.['1'];
    const tobaccoRates = packed ? unpackAgeRates(packed) : undefined;
    expect(tobaccoRates?.firstAge).toBe(17);
    expect(tobaccoRates?.byAge[0]).toEqual([
      [50000, 540],
      [250000, 640],
    ]);
    expect(tobaccoRates?.byAge).toHaveLength(64 - 17 + 1);
    expect(plan?.otherTerm.rates).toBeUndefined();
  });

  it('is refused when the rules price what it cannot hold', () => {
    const pricing = (monthlyRate: PlanRules['monthlyRate']) => () =>
      planRulesSnapshot({ ...rules, monthlyRate }, [ref]);
    expect(pricing(() => ({ cents: 1, perCoverage: 50000 }))).toThrow(/differs|not whole/);
    expect(
      pricing((r, query) => {
        const rate = rules.monthlyRate?.(r, query);
        return rate && { ...rate, perCoverage: query.age > 40 ? 1000 : 50000 };
      }),
    ).toThrow(/rates per different amounts/);
  });

  it('prices nothing for a plan without rates', () => {
    const { monthlyRate: _none, ...unpriced } = rules;
    const fromUnpriced = snapshotPlanRules(planRulesSnapshot(unpriced, [ref]));
    expect(fromUnpriced.monthlyRate?.(ref, { age: 30, coverage: 50000, tobacco: false })).toBe(
      undefined,
    );
  });
});

describe('plan-rules snapshot rates by sex', () => {
  // Shaped like the 10- and 20-year term tables: priced by sex ('M', 'F'), by no other answer.
  const bySex: PlanRules = {
    ...rules,
    monthlyRate: (r, query) => {
      if (query.sex !== 'M' && query.sex !== 'F') return undefined;
      const rate = rules.monthlyRate?.(r, { ...query, tobacco: query.tobacco ?? false });
      return rate && { ...rate, cents: rate.cents + (query.sex === 'F' ? 0 : 7) };
    },
  };
  const snapshot = planRulesSnapshot(bySex, [ref]);
  const copied = snapshotPlanRules(JSON.parse(JSON.stringify(snapshot)));

  it('answers as the rules for each sex, no sex and an answer that is no sex', () => {
    for (const term of [undefined, '10', '20']) {
      for (const age of [16, 17, 30, 54, 55, 64, 65]) {
        for (const coverage of [50000, 250000, 650000]) {
          for (const tobacco of [undefined, false, true]) {
            for (const sex of [undefined, 'M', 'F', 'X', '']) {
              const query = { age, coverage, tobacco, term, sex };
              expect(copied.monthlyRate?.(ref, query)).toEqual(bySex.monthlyRate?.(ref, query));
            }
          }
        }
      }
    }
    expect(copied.monthlyRate?.(ref, { age: 30, coverage: 50000, sex: 'M' })).toEqual({
      cents: 507,
      perCoverage: 50000,
    });
  });

  it('holds a sex only where the rates differ from those of no sex', () => {
    const keys = Object.keys(snapshot.plans[0]?.noTerm.rates ?? {}).sort();
    expect(keys).toEqual(['0:F', '0:M', '1:F', '1:M', ':F', ':M']);
    const unisex = planRulesSnapshot(rules, [ref]);
    expect(Object.keys(unisex.plans[0]?.noTerm.rates ?? {})).toEqual(['0', '1']);
  });

  it('is refused when the rules price answers that are no sex differently', () => {
    const odd: PlanRules = {
      ...bySex,
      monthlyRate: (r, query) =>
        query.sex === 'X' ? { cents: 1, perCoverage: 50000 } : bySex.monthlyRate?.(r, query),
    };
    expect(() => planRulesSnapshot(odd, [ref])).toThrow(/differs/);
  });
});
