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
import { planVariant } from '../plans';

describe('form catalogue', () => {
  it('passes the form check: schema, fragments, ids, continuations, plans, keywords', () => {
    expect(checkForms(formFiles, fragments, plansRules)).toEqual([]);
  });

  it('has the nine Term 90 Plus variants at the routes and form ids the plan catalogue names', () => {
    expect(formDefinitions.filter((d) => d.plan.plan === 'term-90-plus')).toHaveLength(9);
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
