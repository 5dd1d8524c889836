import { describe, expect, it } from 'vitest';
import { applicationFindings } from './application-findings';
import { formById } from './catalogue';

const standard = formById('term-90-plus-standard');
const quickStep = formById('term-90-plus-quick-step');
if (!standard || !quickStep) throw new Error('no Term 90 Plus forms');
const at = (path: string, definition = standard) => ({ path, definition });

describe('each form held against the plan catalogue', () => {
  it('finds nothing wrong with the forms as they are', () => {
    expect(
      applicationFindings([at('forms/standard.json'), at('forms/quick-step.json', quickStep)]),
    ).toEqual([]);
  });

  it('refuses a copy left with the variant, form id or route of the form it was copied from', () => {
    const copy = { ...standard, formId: 'term-90-plus-regional', title: 'Regional' };
    expect(
      applicationFindings([at('forms/regional.json', copy), at('forms/standard.json')]),
    ).toEqual([
      "forms/regional.json: /formId: 'term-90-plus-regional' is not the application of 'term-90-plus' variant 'standard', which is 'term-90-plus-standard' in plans/catalogue/term-90-plus.json (is /plan/variant the one this form sells?)",
      "forms/standard.json: /route: route /insurance-plans/term-90-plus/apply/standard/ is also the route of form 'term-90-plus-regional' (forms/regional.json)",
    ]);
    const moved = { ...standard, route: '/insurance-plans/term-90-plus/apply/elsewhere/' };
    expect(applicationFindings([at('forms/standard.json', moved)])).toEqual([
      "forms/standard.json: /route: /insurance-plans/term-90-plus/apply/elsewhere/ is not the route of 'term-90-plus' variant 'standard''s application, /insurance-plans/term-90-plus/apply/standard/ in plans/catalogue/term-90-plus.json",
    ]);
  });

  it("refuses a brand, type code, application type or appId other than its plan's", () => {
    const offBrand = {
      ...standard,
      branding: 'national-guard',
      typeCode: 'periodic',
      applicationType: 'term-90',
      appId: 'reserve-group-life',
    } as typeof standard;
    expect(applicationFindings([at('forms/standard.json', offBrand)])).toEqual([
      "forms/standard.json: /branding: 'national-guard' is not the brand of 'term-90-plus' variant 'standard', 'life' in plans/catalogue/term-90-plus.json",
      "forms/standard.json: /typeCode: 'periodic' is not the typeCode of 'term-90-plus' variant 'standard', 'sale' in plans/catalogue/term-90-plus.json",
      "forms/standard.json: /applicationType: 'term-90' is not the applicationType of 'term-90-plus' variant 'standard', 'term-90-plus' in plans/catalogue/term-90-plus.json",
      "forms/standard.json: /appId: 'reserve-group-life' is not the applicationType of 'term-90-plus' variant 'standard', 'term-90-plus' in plans/catalogue/term-90-plus.json",
    ]);
  });

  it('refuses a form that leaves out the keyword of a limit its variant sets', () => {
    const steps = standard.steps.map((step) =>
      step.id === 'contact'
        ? JSON.parse(JSON.stringify(step).replaceAll('"stateAvailable"', '"x-unchecked"'))
        : step,
    );
    expect(applicationFindings([at('forms/standard.json', { ...standard, steps })])).toEqual([
      "forms/standard.json: /steps: 'term-90-plus' variant 'standard' limits its states in plans/catalogue/term-90-plus.json, but no field of the form carries 'stateAvailable': they would not be checked",
    ]);
  });

  it("refuses a child's form that never asks for the SSN again, though its plan sets the age", () => {
    const child = formById('nexgen-dependent-child');
    if (!child) throw new Error('no NexGen child form');
    expect(applicationFindings([at('forms/child.json', child)])).toEqual([]);
    const steps = child.steps.filter((step) => step.id !== 'ssnConfirmation');
    expect(applicationFindings([at('forms/child.json', { ...child, steps })])).toEqual([
      "forms/child.json: /steps: 'nexgen-dependent' variant 'child' limits its SSN confirmation age in plans/catalogue/nexgen-dependent.json, but no field of the form carries 'ssnConfirmationForPlan': they would not be checked",
    ]);
  });

  it('leaves an unknown variant to the form check, and refuses a Quick Step continuing elsewhere', () => {
    const noApplication = { ...standard, plan: { plan: 'level-term', variant: 'nope' } };
    expect(applicationFindings([at('forms/x.json', noApplication)])).toEqual([]);
    const strayQuickStep = {
      ...quickStep,
      quickStep: {
        ...quickStep.quickStep,
        fullAppFormId: { member: 'term-90-plus-short', spouse: 'term-90-plus-sponsored-spouse' },
      },
    } as typeof quickStep;
    expect(applicationFindings([at('forms/quick-step.json', strayQuickStep)])).toEqual([
      expect.stringContaining('forms/quick-step.json: /quickStep/fullAppFormId: continues with'),
    ]);
  });
});
