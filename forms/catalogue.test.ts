import { describe, expect, it } from 'vitest';
import { checkForms, precompileForm } from '../engine';
import {
  formDefinitions,
  formFiles,
  formRoutes,
  formSensitivePaths,
  fragments,
  plansRules,
} from '.';
import { planById, planVariant } from '../plans';

describe('form catalogue', () => {
  it('passes the form check: schema, fragments, ids, continuations, plans, keywords', () => {
    expect(checkForms(formFiles, fragments, plansRules)).toEqual([]);
  });

  // A count here would make adding a variant a TypeScript change: the plan catalogue says which.
  it('has a form for each Term 90 Plus variant with an application, at its route and form id', () => {
    const withApplication = (planById('term-90-plus')?.variants ?? [])
      .filter((variant) => planVariant('term-90-plus', variant.id)?.application)
      .map((variant) => variant.id);
    expect(withApplication.length).toBeGreaterThan(0);
    expect(
      formDefinitions.filter((d) => d.plan.plan === 'term-90-plus').map((d) => d.plan.variant),
    ).toEqual(expect.arrayContaining(withApplication));
    for (const route of formRoutes) {
      const variant = planVariant(route.plan.plan, route.plan.variant);
      expect(variant?.application).toEqual({ formId: route.formId, route: route.route });
    }
  });

  it('continues each Quick Step into the full applications the plan catalogue names', () => {
    for (const definition of formDefinitions.filter((d) => d.quickStep)) {
      const variant = planVariant(definition.plan.plan, definition.plan.variant);
      expect(definition.quickStep?.fullAppFormId).toEqual(variant?.fullApplication);
    }
  });

  it('precompiles every form to standalone code', () => {
    for (const definition of formDefinitions) {
      expect(precompileForm(definition, plansRules)).not.toMatch(/require\(/);
    }
  });
});

describe('sensitive fields', () => {
  it('marks SSNs, card and bank numbers and CVVs of the standard form', () => {
    expect(formSensitivePaths('term-90-plus-standard').map((path) => path.join('.'))).toEqual([
      'insured.ssn',
      'owner.ssn',
      'card.number',
      'card.cvv',
      'bank.routingNumber',
      'bank.accountNumber',
    ]);
  });
});
