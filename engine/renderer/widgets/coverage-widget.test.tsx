import { renderToStaticMarkup } from 'react-dom/server.node';
import { describe, expect, it } from 'vitest';
import { applicationTypes } from '../../../validators';
import type { FormData, FormDefinition } from '../../definition/types';
import { createApplicationStore } from '../../store/application-store';
import { runtimeForm } from '../../validation/runtime-validators';
import { FormWizard } from '../wizard/FormWizard';
import { rulesWith } from '../../testing/plan-rules-stub';

// A plan of 10- and 20-year terms: the 20-year term takes ages up to 54, the 10-year up to 64.
const rules = rulesWith({
  terms: () => ['10', '20'],
  ageLimits: (_ref, term) => ({ min: 17, max: term === '20' ? 54 : 64 }),
  coverageOptions: (_ref, age, term) =>
    age !== undefined && age > (term === '20' ? 54 : 64)
      ? { list: [] }
      : { min: 50000, max: 150000, step: 50000 },
  // $1.37 a month per $50,000 at 40, as much more each year, double for tobacco; none after 60.
  monthlyRate: (_ref, { age, tobacco }) =>
    age > 60 ? undefined : { cents: (age - 39) * 137 * (tobacco ? 2 : 1), perCoverage: 50000 },
});

const definition: FormDefinition = {
  formId: 'coverage-example',
  appId: 'example',
  title: 'Example application',
  applicationType: applicationTypes[0],
  typeCode: 'sale',
  template: 'base',
  branding: 'life',
  plan: { plan: 'level', variant: 'member' },
  route: '/example/',
  steps: [
    {
      id: 'coverage',
      title: 'Coverage',
      schema: {
        type: 'object',
        properties: {
          coverage: {
            type: 'object',
            title: 'Coverage',
            properties: {
              term: { type: 'string', title: 'Term', enum: ['10', '20'] },
              amount: {
                type: 'integer',
                title: 'Coverage amount',
                coverageForPlan: {
                  plan: 'level',
                  variant: 'member',
                  term: '/coverage/term',
                  dateOfBirth: '/insured/dateOfBirth',
                  tobacco: '/coverage/tobacco',
                },
              },
              tobacco: { type: 'string', title: 'Tobacco', format: 'switcher' },
            },
          },
        },
      },
      uiSchema: {
        coverage: { amount: { 'ui:widget': 'coverage' }, tobacco: { 'ui:widget': 'switcher' } },
      },
    },
  ],
};

function render(data: FormData): string {
  const store = createApplicationStore({ sensitivePaths: () => [] });
  store.getState().saveStep(definition.appId, definition.formId, data, []);
  return renderToStaticMarkup(
    <FormWizard
      form={runtimeForm(definition, rules)}
      rules={rules}
      store={store}
      submit={() => Promise.reject(new Error('not in this test'))}
    />,
  );
}

const bornAged = (age: number) => `01/01/${new Date().getFullYear() - age}`;

describe('the coverage widget', () => {
  it('offers what the chosen term allows at the age, as the validator does', () => {
    const at = (age: number, term: string) =>
      render({ insured: { dateOfBirth: bornAged(age) }, coverage: { term } });
    expect(at(54, '20')).toContain('<option value="150000">$150,000</option>');
    expect(at(55, '20')).not.toContain('<option value="50000">');
    expect(at(55, '10')).toContain('<option value="50000">$50,000</option>');
    expect(at(64, '10')).toContain('<option value="150000">$150,000</option>');
    expect(at(40, '30')).not.toContain('<option value="50000">');
  });

  it('keeps an amount no longer offered in sight, marked and not priced', () => {
    const html = render({
      insured: { dateOfBirth: bornAged(55) },
      coverage: { term: '20', amount: 150000, tobacco: '0' },
    });
    expect(html).toContain(
      '<option value="150000" disabled="" selected="">$150,000 (not available for your answers)</option>',
    );
    expect(html).toContain('<p class="premium" aria-live="polite"></p>');
    const offered = render({
      insured: { dateOfBirth: bornAged(54) },
      coverage: { term: '20', amount: 150000, tobacco: '0' },
    });
    expect(offered).not.toContain('not available');
    expect(offered).toContain('<option value="150000" selected="">$150,000</option>');
  });
});

describe("the coverage widget's premium", () => {
  const premiumOf = (html: string) =>
    /<p class="premium" aria-live="polite">([^<]*)<\/p>/.exec(html)?.[1];
  const answers = (age: number, coverage: FormData['coverage']) =>
    render({
      insured: { dateOfBirth: bornAged(age) },
      coverage: { term: '10', ...Object(coverage) },
    });

  it("shows the monthly premium from the plan's rates once amount and tobacco are answered", () => {
    expect(premiumOf(answers(41, { amount: 150000, tobacco: '0' }))).toBe('Monthly premium: $8.22');
    expect(premiumOf(answers(41, { amount: 150000, tobacco: '1' }))).toBe(
      'Monthly premium: $16.44',
    );
    expect(premiumOf(answers(40, { amount: 50000, tobacco: '0' }))).toBe('Monthly premium: $1.37');
  });

  it('keeps its (empty) line while nothing can be priced', () => {
    expect(premiumOf(answers(41, { amount: 150000 }))).toBe('');
    expect(premiumOf(answers(41, { tobacco: '0' }))).toBe('');
    expect(premiumOf(answers(61, { amount: 50000, tobacco: '0' }))).toBe('');
  });
});
