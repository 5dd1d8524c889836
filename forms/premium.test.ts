import { describe, expect, it } from 'vitest';
import {
  ageOn,
  coverageFieldOf,
  monthlyPremium,
  planRefsOf,
  planRulesSnapshot,
  premiumFor,
  premiumItems,
  snapshotPlanRules,
  type FormData,
  type FormDefinition,
} from '../engine';
import { isRateSheetId, planVariant, quote, rateSheets, type QuoteRequest } from '../plans';
import { formDefinitions } from './catalogue';
import { plansRules } from './plans-rules';

const now = new Date('2026-03-15T12:00:00Z');
const bornAged = (age: number) => `07/04/${now.getUTCFullYear() - age - 1}`;

const hasRateSheet = (definition: FormDefinition): boolean =>
  isRateSheetId(planVariant(definition.plan.plan, definition.plan.variant)?.rateSheet);
const priced = formDefinitions.filter(hasRateSheet);
// Forms that ask for a coverage amount their plan's rates do not price; a fixed-price plan's
// (Legal Plans) asks for none and shows its price instead (engine/definition/fixed-premium.ts).
const unpriced = formDefinitions.filter(
  (definition) => !hasRateSheet(definition) && coverageFieldOf(definition) !== undefined,
);
const withoutCoverage = formDefinitions.filter(
  (definition) => !hasRateSheet(definition) && coverageFieldOf(definition) === undefined,
);

describe.each(withoutCoverage.map((d) => [d.formId, d] as const))(
  '%s (asks for no coverage amount)',
  (_formId, definition) => {
    it('shows no monthly premium', () => {
      const data: FormData = { insured: { dateOfBirth: bornAged(40), gender: 'F' } };
      expect(premiumFor(definition, plansRules, data, now)).toBeUndefined();
    });
  },
);

describe.each(priced.map((d) => [d.formId, d] as const))('%s', (_formId, definition) => {
  const ref = definition.plan;
  const variant = planVariant(ref.plan, ref.variant);
  const rateSheet = variant?.rateSheet;
  const bySex = isRateSheetId(rateSheet) && rateSheets[rateSheet].dimensions.sex;
  // A sheet priced by tobacco use, itself or through the tier, asks for it; one priced by age
  // alone (NexGen adult) does not.
  const byTobacco =
    isRateSheetId(rateSheet) &&
    (rateSheets[rateSheet].dimensions.tobacco || variant?.rateTiers !== undefined);
  const tobaccoAnswers = byTobacco ? (['0', '1'] as const) : [undefined];
  const terms = plansRules.terms?.(ref) ?? [];
  // The rate table's keys for an answer: a sheet priced by tier takes the catalogue's tier for
  // the tobacco answer, the others the answer itself.
  const keysFor = (tobacco: '0' | '1' | undefined, term?: string, sex?: 'M' | 'F') => {
    const tiers = variant?.rateTiers;
    const tier = tobacco === '1' ? tiers?.tobacco : tiers?.noTobacco;
    const keys: Omit<QuoteRequest, 'rateSheet' | 'age' | 'coverage'> = tiers
      ? { tier, term: term as QuoteRequest['term'], sex }
      : tobacco === undefined
        ? {}
        : { tobacco };
    return keys;
  };
  const snapshotRules = snapshotPlanRules(
    JSON.parse(JSON.stringify(planRulesSnapshot(plansRules, planRefsOf(definition)))),
  );
  const field = coverageFieldOf(definition);

  it('prices with the rates of its plan, named where the answers are', () => {
    expect(isRateSheetId(rateSheet)).toBe(true);
    expect(field?.pointer).toBe('/coverage/amount');
    expect(field?.keyword.dateOfBirth).toBe('/insured/dateOfBirth');
    expect(field?.keyword.tobacco).toBe(byTobacco ? '/coverage/tobacco' : undefined);
    expect(field?.keyword.sex).toBe(bySex ? '/insured/gender' : undefined);
    expect(field?.keyword.term).toBe(terms.length > 0 ? '/coverage/term' : undefined);
  });

  it("shows quote's monthly premium for every term, age, amount, tobacco answer and sex it offers", () => {
    if (!isRateSheetId(rateSheet)) throw new Error('no rate sheet');
    let priced = 0;
    for (const term of terms.length > 0 ? terms : [undefined]) {
      const { min, max } = plansRules.ageLimits(ref, term);
      // From a year below the youngest age, where there is one (a child's plan starts at birth).
      for (let age = Math.max(0, min - 1); age <= max + 1; age += 1) {
        const dateOfBirth = bornAged(age);
        expect(ageOn(dateOfBirth, now)).toBe(age);
        const offered = plansRules.coverageOptions(ref, age, term);
        for (const coverage of 'list' in offered ? offered.list : []) {
          for (const tobacco of tobaccoAnswers) {
            for (const sex of bySex ? (['M', 'F'] as const) : [undefined]) {
              const keys = keysFor(tobacco, term, sex);
              const expected = quote({ rateSheet, age, coverage, ...keys }).monthly;
              const uses = tobacco === undefined ? undefined : tobacco === '1';
              const query = { age, coverage, tobacco: uses, term, sex };
              const rate = plansRules.monthlyRate?.(ref, query);
              expect(rate && monthlyPremium(rate, coverage)).toBe(expected);
              expect(snapshotRules.monthlyRate?.(ref, query)).toEqual(rate);
              const data: FormData = {
                insured: { dateOfBirth, gender: sex },
                coverage: { amount: coverage, tobacco, term },
              };
              expect(premiumFor(definition, plansRules, data, now)).toBe(expected);
              expect(premiumFor(definition, snapshotRules, data, now)).toBe(expected);
              priced += 1;
            }
          }
        }
        // Outside the age limits nothing is offered, so nothing is priced.
        if (age < min || age > max) expect(offered).toEqual({ list: [] });
      }
    }
    expect(priced).toBeGreaterThan(0);
  });

  it('shows no premium until the amount, the date of birth and a tobacco answer it asks are given', () => {
    const term = terms[0];
    // An age the plan takes: 40, or the nearest (a child's plan ends at 22).
    const limits = plansRules.ageLimits(ref, term);
    const age = Math.min(Math.max(40, limits.min), limits.max);
    const amount = plansRules.coverageOptions(ref, age);
    const coverage = 'list' in amount ? amount.list[0] : undefined;
    const full: FormData = {
      insured: { dateOfBirth: bornAged(age), gender: 'F' },
      coverage: { amount: coverage, tobacco: '0', term },
    };
    expect(premiumFor(definition, snapshotRules, full, now)).toBeGreaterThan(0);
    for (const partial of [
      { ...full, insured: {} },
      ...(bySex ? [{ ...full, insured: { dateOfBirth: bornAged(age) } }] : []),
      ...(byTobacco
        ? [
            { ...full, coverage: { amount: coverage, term } },
            { ...full, coverage: { amount: coverage, tobacco: 'yes', term } },
          ]
        : []),
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

describe.each(unpriced.map((d) => [d.formId, d] as const))(
  '%s (its plan has no rate sheet)',
  (_formId, definition) => {
    const ref = definition.plan;
    const snapshotRules = snapshotPlanRules(
      JSON.parse(JSON.stringify(planRulesSnapshot(plansRules, planRefsOf(definition)))),
    );

    it('shows no premium for any age, amount and tobacco answer it offers', () => {
      const { min, max } = plansRules.ageLimits(ref);
      let offeredAnswers = 0;
      for (let age = min; age <= max; age += 1) {
        const offered = plansRules.coverageOptions(ref, age);
        for (const amount of 'list' in offered ? offered.list : []) {
          for (const tobacco of ['0', '1'] as const) {
            const data: FormData = {
              insured: { dateOfBirth: bornAged(age), gender: 'F' },
              coverage: { amount, tobacco },
            };
            const query = { age, coverage: amount, tobacco: tobacco === '1' };
            expect(plansRules.monthlyRate?.(ref, query)).toBeUndefined();
            expect(snapshotRules.monthlyRate?.(ref, query)).toBeUndefined();
            expect(premiumFor(definition, plansRules, data, now)).toBeUndefined();
            expect(premiumFor(definition, snapshotRules, data, now)).toBeUndefined();
            offeredAnswers += 1;
          }
        }
      }
      expect(offeredAnswers).toBeGreaterThan(0);
    });
  },
);

describe('Level Term premium from its rate table', () => {
  const member = formDefinitions.find((d) => d.formId === 'level-term-member');
  const answers = (age: number, term: string, tobacco: string, gender: string) => ({
    insured: { dateOfBirth: bornAged(age), gender },
    coverage: { amount: 50000, term, tobacco },
  });

  it("prices spec §3's samples: standard tier (tobacco), a man, the 10-year term", () => {
    if (!member) throw new Error('no Level Term member form');
    expect(premiumFor(member, plansRules, answers(36, '10', '1', 'M'), now)).toBe(4.38);
    expect(premiumFor(member, plansRules, answers(54, '10', '1', 'M'), now)).toBe(24.42);
  });

  it('prices a woman, the 20-year term and no tobacco each by their own rates', () => {
    if (!member) throw new Error('no Level Term member form');
    const base = premiumFor(member, plansRules, answers(40, '10', '1', 'M'), now) ?? 0;
    for (const other of [
      answers(40, '10', '1', 'F'),
      answers(40, '20', '1', 'M'),
      answers(40, '10', '0', 'M'),
    ]) {
      const premium = premiumFor(member, plansRules, other, now);
      expect(premium).toBeGreaterThan(0);
      expect(premium).not.toBe(base);
    }
    expect(premiumFor(member, plansRules, answers(55, '20', '0', 'M'), now)).toBeUndefined();
  });
});

describe('NexGen adult premium from its rate table (priced by age alone)', () => {
  const adult = formDefinitions.find((d) => d.formId === 'nexgen-adult-adult');
  const answers = (age: number, amount: number) => ({
    insured: { dateOfBirth: bornAged(age), gender: 'F' },
    coverage: { amount },
  });

  // plans/rates/data/nexgen-adult.json: dollars a month for each 50,000, by age.
  it.each([
    [20, 50000, 1.77],
    [20, 250000, 8.85],
    [35, 100000, 8.88],
    [50, 150000, 53.58],
    [69, 250000, 651.9],
  ])('age %i, %i of coverage: %f a month', (age, amount, monthly) => {
    if (!adult) throw new Error('no NexGen adult form');
    expect(premiumFor(adult, plansRules, answers(age, amount), now)).toBe(monthly);
  });

  it('prices a man as a woman, and no age outside 20 to 69', () => {
    if (!adult) throw new Error('no NexGen adult form');
    const man = { ...answers(40, 100000), insured: { dateOfBirth: bornAged(40), gender: 'M' } };
    expect(premiumFor(adult, plansRules, man, now)).toBe(
      premiumFor(adult, plansRules, answers(40, 100000), now),
    );
    expect(premiumFor(adult, plansRules, answers(19, 50000), now)).toBeUndefined();
    expect(premiumFor(adult, plansRules, answers(70, 50000), now)).toBeUndefined();
  });
});

describe.each(unpriced.map((d) => [d.formId, d] as const))(
  '%s (its plan has no rate tables)',
  (_formId, definition) => {
    it('shows no premium, whatever the answers', () => {
      const snapshotRules = snapshotPlanRules(
        JSON.parse(JSON.stringify(planRulesSnapshot(plansRules, planRefsOf(definition)))),
      );
      const offered = plansRules.coverageOptions(definition.plan);
      const amounts = 'list' in offered ? offered.list : [];
      expect(amounts.length).toBeGreaterThan(0);
      for (const amount of amounts) {
        const data: FormData = {
          insured: { dateOfBirth: bornAged(10), gender: 'F' },
          coverage: { amount, tobacco: '0' },
        };
        expect(premiumFor(definition, plansRules, data, now)).toBeUndefined();
        expect(premiumFor(definition, snapshotRules, data, now)).toBeUndefined();
      }
    });
  },
);

describe('National Guard premium: the member, the spouse and each child, itemised', () => {
  const sheet = 'national-guard' as const;
  const monthly = (age: number, coverage: number) =>
    quote({ rateSheet: sheet, age, coverage }).monthly;
  const family = (member: [number, number], spouse: [number, number], children: number[][]) => ({
    insured: { dateOfBirth: bornAged(member[0]), gender: 'M' },
    coverage: { amount: member[1] },
    spouseCoverage: { dateOfBirth: bornAged(spouse[0]), amount: spouse[1] },
    ...Object.fromEntries(
      children.map(([age = 0, amount], i) => [
        `child${i + 1}`,
        { dateOfBirth: bornAged(age), amount, another: i + 1 < children.length ? '1' : '0' },
      ]),
    ),
  });

  it.each([
    ['national-guard-member', [17, 100000], [17, 50000], [[0, 10000]]],
    [
      'national-guard-member',
      [35, 250000],
      [33, 100000],
      [
        [4, 10000],
        [9, 20000],
      ],
    ],
    [
      'national-guard-maine',
      [52, 500000],
      [69, 500000],
      [
        [22, 20000],
        [0, 20000],
        [12, 10000],
      ],
    ],
    [
      'national-guard-member',
      [69, 150000],
      [40, 450000],
      [
        [1, 10000],
        [2, 20000],
        [3, 10000],
        [4, 20000],
      ],
    ],
  ] as const)('%s: member %j, spouse %j, children %j', (formId, member, spouse, children) => {
    const definition = formDefinitions.find((d) => d.formId === formId);
    if (!definition) throw new Error(`no form ${formId}`);
    const snapshotRules = snapshotPlanRules(
      JSON.parse(JSON.stringify(planRulesSnapshot(plansRules, planRefsOf(definition)))),
    );
    const data = family(
      [...member],
      [...spouse],
      children.map((child) => [...child]),
    );
    const expected = [
      { insured: 'applicant', title: 'Coverage', monthly: monthly(member[0], member[1]) },
      { insured: 'spouse', title: 'Your spouse', monthly: monthly(spouse[0], spouse[1]) },
      ...children.map(([age, amount], i) => ({
        insured: 'dependent',
        title: `Child ${i + 1}`,
        monthly: monthly(age, amount),
      })),
    ];
    const total = expected.reduce((sum, item) => sum + Math.round(item.monthly * 100), 0) / 100;
    for (const rules of [plansRules, snapshotRules]) {
      expect(premiumItems(definition, rules, data, now)).toEqual(expected);
      expect(premiumFor(definition, rules, data, now)).toBe(total);
    }
  });

  it("prices a child only within the dependent coverage and ages, and nothing before the member's", () => {
    const definition = formDefinitions.find((d) => d.formId === 'national-guard-member');
    if (!definition) throw new Error('no National Guard member form');
    const base = family([30, 100000], [30, 50000], [[5, 10000]]);
    const items = (data: FormData) => premiumItems(definition, plansRules, data, now);
    expect(items(base)).toHaveLength(3);
    expect(items({ ...base, child1: { dateOfBirth: bornAged(5), amount: 30000 } })).toHaveLength(2);
    expect(items({ ...base, child1: { dateOfBirth: bornAged(23), amount: 10000 } })).toHaveLength(
      2,
    );
    expect(
      items({ ...base, spouseCoverage: { dateOfBirth: bornAged(30), amount: 10000 } }),
    ).toHaveLength(2);
    expect(items({ ...base, coverage: {} })).toEqual([]);
    expect(premiumFor(definition, plansRules, { ...base, coverage: {} }, now)).toBeUndefined();
  });
});
