import { describe, expect, it } from 'vitest';
import { checkServiceForms } from './check-service-forms';
import { rulesWith } from '../testing/plan-rules-stub';

const rules = rulesWith({ coverageOptions: () => ({ list: [50000] }) });

const fragments = {
  name: {
    step: {
      id: 'name',
      title: 'Name',
      schema: { type: 'object', properties: { name: { type: 'string' } } },
    },
  },
};

const service = (overrides: Record<string, unknown>) => ({
  formId: 'name-update',
  title: 'Update the name',
  steps: [{ $ref: '../fragments/name.json#/step' }],
  ...overrides,
});

const check = (content: unknown, taken: string[] = []) =>
  checkServiceForms([{ path: 'forms/member-services/a.json', content }], fragments, rules, taken);

describe('checkServiceForms', () => {
  it('accepts a form of an id, a title and steps from fragments', () => {
    expect(check(service({}))).toEqual([]);
  });

  it('refuses a plan or route (a plan application belongs in its plan’s folder)', () => {
    const found = check(service({ plan: { plan: 'p', variant: 'v' }, route: '/x/' }));
    expect(found.join('\n')).toMatch(/unknown field "plan"/);
    expect(found.join('\n')).toMatch(/unknown field "route"/);
  });

  it('refuses a missing step list, an unknown fragment and an id a plan form has', () => {
    expect(check(service({ steps: [] })).join('\n')).toMatch(/steps/);
    expect(check(service({ steps: [{ $ref: '../fragments/none.json#/step' }] }))).toHaveLength(1);
    expect(check(service({}), ['name-update'])).toEqual([
      "formId 'name-update' is used by more than one form",
    ]);
  });

  it('refuses a plan keyword: a member-service form sells no plan', () => {
    const priced = service({
      steps: [
        {
          id: 'coverage',
          title: 'Coverage',
          schema: {
            type: 'object',
            properties: { amount: { type: 'number', coverageForPlan: true } },
          },
        },
      ],
    });
    expect(check(priced).join('\n')).toMatch(/sells no plan: 'coverageForPlan'/);
  });
});
