import { describe, expect, it } from 'vitest';
import { allPlans, planByCode, planById, planVariant, variantByFormId } from './catalogue';
import { planCodeEntries } from './catalogue-files';

describe('allPlans and planById', () => {
  it('cover every plan of spec §1', () => {
    const ids = allPlans().map((plan) => plan.id);
    expect(ids).toEqual(
      expect.arrayContaining([
        'term-90-plus',
        'level-term',
        'level-term-i-ii',
        'plan-90',
        'nexgen-adult',
        'nexgen-dependent',
        'national-guard',
        'reserve-group-life',
        'tricare-supplement',
        'decreasing-group-term',
        'legal-plans',
        'hospital-indemnity',
        'pet-insurance',
      ]),
    );
    for (const id of ids) expect(planById(id)?.id).toBe(id);
  });

  it('answer undefined for an unknown id', () => {
    expect(planById('no-such-plan')).toBeUndefined();
  });
});

describe('planByCode', () => {
  it.each([
    ['L4', 'term-90-plus'],
    ['L3', 'plan-90'],
    ['L6', 'level-term'],
    ['L1', 'level-term-i-ii'],
    ['L2', 'level-term-i-ii'],
    ['FD', 'nexgen-adult'],
    ['NG', 'nexgen-dependent'],
    ['N1', 'national-guard'],
    ['N3', 'national-guard'],
    ['RV', 'reserve-group-life'],
    ['CH', 'tricare-supplement'],
    ['CI', 'tricare-supplement'],
    ['AN', 'decreasing-group-term'],
    ['LG', 'legal-plans'],
    ['HS', 'hospital-indemnity'],
    ['AV', 'ad-and-d'],
    ['WL', 'plan-wl'],
  ])('%s is sold as %s', (code, id) => {
    expect(planByCode(code)?.id).toBe(id);
  });

  it('finds a plan for every code of the plan list, and none for an unknown code', () => {
    for (const entry of planCodeEntries) expect(planByCode(entry.code)).toBeDefined();
    expect(planByCode('ZZ')).toBeUndefined();
  });
});

describe('planVariant', () => {
  it('fills a variant with its plan settings', () => {
    const quickStep = planVariant('term-90-plus', 'quick-step');
    expect(quickStep).toMatchObject({
      planId: 'term-90-plus',
      variantId: 'quick-step',
      brand: 'life',
      typeCode: 'sale',
      applicationType: 'term-90-plus',
      schedule: '98',
      age: { min: 17, max: 59 },
      coverage: { min: 50000, max: 250000, step: 50000 },
      statesNotAvailable: ['AA', 'AE', 'AP', 'ME', 'MP', 'OR'],
      fullApplication: {
        member: 'term-90-plus-standard',
        spouse: 'term-90-plus-sponsored-spouse',
      },
    });
  });

  it('keeps the plan schedule 95 where the variant does not replace it', () => {
    expect(planVariant('term-90-plus', 'standard')?.schedule).toBe('95');
    expect(planVariant('term-90-plus', 'simplified')?.schedule).toBe('98');
    expect(planVariant('term-90-plus', 'simplified')?.coverage).toEqual({ amounts: [50000] });
  });

  it('carries the Reserve schedule RV0 and branches 2, 5, 6, 4, 3', () => {
    expect(planVariant('reserve-group-life', 'quick-step')).toMatchObject({
      schedule: 'RV0',
      branches: ['2', '5', '6', '4', '3'],
    });
  });

  it('carries the National Guard payment methods', () => {
    expect(planVariant('national-guard', 'spouse')?.paymentMethods).toEqual([
      'ngallotment',
      'ngdirect',
      'ngbill',
    ]);
  });

  it('carries the Legal Plans constants of spec §9', () => {
    expect(planVariant('legal-plans', 'enrollment')).toMatchObject({
      externalPlanCode: '990-2237',
      fixedPremium: { amount: 277.2, renewalPeriodMonths: 12 },
      typeCode: 'periodic',
    });
  });

  it('marks Hospital Indemnity links as redirecting home', () => {
    expect(planVariant('hospital-indemnity', 'over-65')).toMatchObject({
      linksRedirectTo: '/',
      soldOnline: false,
    });
  });

  it('carries the NexGen child SSN confirmation age 18', () => {
    expect(planVariant('nexgen-dependent', 'child')?.ssnConfirmationAge).toBe(18);
  });

  it('answers undefined for an unknown plan or variant', () => {
    expect(planVariant('term-90-plus', 'no-such-variant')).toBeUndefined();
    expect(planVariant('no-such-plan', 'standard')).toBeUndefined();
  });
});

describe('variantByFormId', () => {
  it('finds the variant a Quick Step continues into', () => {
    const quickStep = planVariant('national-guard', 'member-quick-step');
    const member = quickStep?.fullApplication?.member;
    expect(member && variantByFormId(member)?.variantId).toBe('member');
  });

  it('answers undefined for an unknown form', () => {
    expect(variantByFormId('no-such-form')).toBeUndefined();
  });
});
