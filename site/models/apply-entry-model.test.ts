import { describe, expect, it } from 'vitest';
import { formRoutes } from '../../forms';
import { applyEntryRoutes } from '../routes';
import { buildPageModel } from './build-page-model';
import type { ApplyPlan } from './page-model';

const served = { applyRoutes: new Set(formRoutes.map((route) => route.route)) };

function plansOf(subject: string, options = served): readonly ApplyPlan[] {
  const entry = applyEntryRoutes.find((route) => route.subject === subject);
  const model = entry && buildPageModel(entry, options);
  if (model?.kind !== 'applyEntry') throw new Error(`no apply entry model for ${subject}`);
  return model.plans;
}

describe('apply entry page models', () => {
  it('registers apply-insurance, the Term 90 Plus, Level Term and TRICARE entry pages', () => {
    expect(applyEntryRoutes.map((entry) => entry.path)).toEqual([
      '/apply-insurance/',
      '/apply-term-90-plus-insurance/',
      '/apply-federal-civilian-term-90-plus-insurance/',
      '/apply-level-term-insurance/',
      '/apply-tricare-insurance/',
    ]);
    expect(applyEntryRoutes.every((entry) => entry.prerender && entry.layout === 'standard')).toBe(
      true,
    );
  });

  it('leads TRICARE to its enrollment', () => {
    const [plan, ...others] = plansOf('apply-tricare-insurance');
    expect(others).toEqual([]);
    expect(plan?.choices.map((choice) => choice.route)).toEqual([
      '/insurance-plans/tricare-supplement/apply/enrollment/',
    ]);
    expect(plan?.landingPage).toBe('/insurance-plans/tricare-supplement/');
  });

  it('leads Term 90 Plus to the member, sponsored spouse and Quick Step applications', () => {
    const [plan, ...others] = plansOf('apply-term-90-plus-insurance');
    expect(others).toEqual([]);
    expect(plan?.choices.map((choice) => choice.route)).toEqual([
      '/insurance-plans/term-90-plus/apply/standard/',
      '/insurance-plans/term-90-plus/apply/sponsored-spouse/',
      '/insurance-plans/term-90-plus/apply/quick-step/',
    ]);
    expect(plan?.landingPage).toBe('/insurance-plans/term-90-plus/');
  });

  it('leads Federal Civilian Term 90 Plus to its own variants', () => {
    const [plan] = plansOf('apply-federal-civilian-term-90-plus-insurance');
    expect(plan?.name).toBe('Federal Civilian Term 90 Plus');
    expect(plan?.choices.map((choice) => choice.route)).toEqual([
      '/insurance-plans/term-90-plus/apply/federal-civilian/',
      '/insurance-plans/term-90-plus/apply/federal-civilian-spouse/',
      '/insurance-plans/term-90-plus/apply/federal-civilian-quick-step/',
    ]);
  });

  it('leads Level Term to its four applications, labelled from the catalogue', () => {
    const [plan, ...others] = plansOf('apply-level-term-insurance');
    expect(others).toEqual([]);
    expect(plan?.landingPage).toBe('/insurance-plans/level-term/');
    expect(plan?.choices.map((choice) => [choice.route, choice.label])).toEqual([
      ['/insurance-plans/level-term/apply/member/', 'Coverage for yourself'],
      ['/insurance-plans/level-term/apply/spouse/', 'Coverage for your spouse'],
      [
        '/insurance-plans/level-term/apply/federal-civilian/',
        'Coverage for yourself, as a federal employee',
      ],
      [
        '/insurance-plans/level-term/apply/federal-civilian-spouse/',
        "Coverage for a federal employee's spouse",
      ],
    ]);
  });

  it('offers every family on apply-insurance', () => {
    expect(plansOf('apply-insurance').map((plan) => plan.name)).toEqual([
      'Level Term',
      'NexGen Adult Former Dependent',
      'NexGen Dependent Term',
      'Reserve Group Life',
      'Term 90 Plus',
      'Federal Civilian Term 90 Plus',
      'TRICARE Supplement',
    ]);
  });

  it('leads Reserve Group Life, which has no landing page, to its member and Quick Step applications', () => {
    const plan = plansOf('apply-insurance').find((p) => p.id === 'reserve-group-life/member');
    expect(plan?.landingPage).toBeNull();
    expect(plan?.summary).toBe(
      'Group life insurance for members of the Reserve components, with coverage from $100,000 to $500,000.',
    );
    expect(plan?.choices.map((choice) => [choice.route, choice.label, choice.linkText])).toEqual([
      [
        '/insurance-plans/reserve-group-life/apply/member/',
        'Coverage for yourself',
        'Apply for Reserve Group Life',
      ],
      [
        '/insurance-plans/reserve-group-life/apply/quick-step/',
        'A short health questionnaire, coverage limited by age',
        'Apply for Reserve Group Life Quick Step',
      ],
    ]);
  });

  it('leads NexGen to the adult former dependent and the child applications, from the catalogue', () => {
    const nexgen = plansOf('apply-insurance').filter((plan) => plan.id.startsWith('nexgen-'));
    expect(nexgen.map((plan) => [plan.landingPage, plan.choices])).toEqual([
      [
        '/insurance-plans/nexgen-adult-former-dependents/',
        [
          expect.objectContaining({
            label: 'Coverage for yourself, as an adult former dependent',
            route: '/insurance-plans/nexgen-adult-former-dependents/apply/adult/',
          }),
        ],
      ],
      [
        '/insurance-plans/nexgen-dependent/',
        [
          expect.objectContaining({
            label: 'Coverage for your child',
            route: '/insurance-plans/nexgen-dependent/apply/child/',
          }),
        ],
      ],
    ]);
  });

  it("writes each plan's summary with its own figures, no placeholder left", () => {
    const subjects = applyEntryRoutes.flatMap((entry) => entry.subject ?? []);
    expect(subjects).toHaveLength(applyEntryRoutes.length);
    for (const subject of subjects)
      for (const plan of plansOf(subject)) expect(plan.summary).not.toMatch(/[{}]/);
  });

  it('takes the states from the catalogue: not Oregon, Maine or military mail codes', () => {
    const choices = plansOf('apply-insurance').flatMap((plan) => plan.choices);
    for (const choice of choices) {
      expect(choice.offeredIn).toContain('VA');
      expect(choice.offeredIn).toContain('PR');
      for (const code of ['OR', 'ME', 'AA', 'AE', 'AP', 'MP'])
        expect(choice.offeredIn).not.toContain(code);
    }
  });

  it('shows no application the form engine does not serve', () => {
    expect(plansOf('apply-insurance', { applyRoutes: new Set<string>() })).toEqual([]);
    const onlyStandard = new Set(['/insurance-plans/term-90-plus/apply/standard/']);
    const plans = plansOf('apply-insurance', { applyRoutes: onlyStandard });
    expect(plans.flatMap((plan) => plan.choices.map((choice) => choice.route))).toEqual([
      '/insurance-plans/term-90-plus/apply/standard/',
    ]);
  });
});
