import { renderToStaticMarkup } from 'react-dom/server.node';
import { describe, expect, it } from 'vitest';
import { applicationTypes, messages } from '../../../validators';
import type { FormDefinition } from '../../definition/types';
import { createApplicationStore } from '../../store/application-store';
import { memoryStorage } from '../../store/memory-storage';
import { runtimeForm } from '../../validation/runtime-validators';
import { FormWizard } from './FormWizard';
import { prepareWizard } from '../page/prepare-wizard';
import { rulesWith } from '../../testing/plan-rules-stub';

const rules = rulesWith({ statesNotAvailable: () => ['ME'] });

const definition: FormDefinition = {
  formId: 'wizard-example',
  appId: 'example',
  title: 'Example application',
  applicationType: applicationTypes[0],
  typeCode: 'sale',
  template: 'progress-bar',
  branding: 'life',
  plan: { plan: 'p', variant: 'v' },
  route: '/example/',
  steps: [
    {
      id: 'about',
      title: 'About you',
      schema: {
        type: 'object',
        required: ['insured'],
        properties: {
          insured: {
            type: 'object',
            title: 'Insured',
            required: ['ssn', 'tobacco', 'state', 'amount'],
            properties: {
              ssn: { type: 'string', title: 'Social Security number', ssn: true, sensitive: true },
              tobacco: { type: 'string', title: 'Do you use tobacco?', format: 'switcher' },
              state: { type: 'string', title: 'State', format: 'state' },
              amount: { type: 'integer', title: 'Coverage amount' },
            },
          },
        },
      },
      uiSchema: {
        insured: {
          ssn: { 'ui:widget': 'ssn', 'ui:help': 'Nine digits' },
          tobacco: { 'ui:widget': 'switcher' },
          state: { 'ui:widget': 'state' },
          amount: { 'ui:widget': 'coverage' },
        },
      },
    },
    {
      id: 'consent',
      title: 'Consent',
      schema: {
        type: 'object',
        properties: { consent: { type: 'string', format: 'confirmation' } },
      },
    },
  ],
};

type Saved = { data: Record<string, unknown>; passedSteps: string[] };

function storeWith(saved?: Saved) {
  const store = createApplicationStore({ storage: memoryStorage(), sensitivePaths: () => [] });
  if (saved) store.getState().saveStep('example', 'wizard-example', saved.data, saved.passedSteps);
  return store;
}

function render(saved?: Saved) {
  return renderWizard(storeWith(saved));
}

/** A resumed application, as the site opens it: once prepareWizard has loaded its notices. */
async function renderResumed(saved: Saved) {
  const store = storeWith(saved);
  await prepareWizard(store, definition);
  return renderWizard(store);
}

function renderWizard(store: ReturnType<typeof storeWith>) {
  return renderToStaticMarkup(
    <FormWizard
      form={runtimeForm(definition, rules)}
      rules={rules}
      store={store}
      submit={() => Promise.reject(new Error('not in this test'))}
    />,
  );
}

describe('FormWizard', () => {
  const html = render();

  it('shows the progress as Step X of Y: title, and the step heading', () => {
    // Every screen names what is applied for: the form's title, above where the step stands.
    expect(html).toContain(`<p class="form-wizard-plan">${definition.title}</p>`);
    expect(html).toMatch(/<p class="progress-text" id="([^"]+)">Step 1 of 2: About you<\/p>/);
    const progressId = /<p class="progress-text" id="([^"]+)">/.exec(html)?.[1];
    // The heading, which takes the focus on a step change, is read with where the step stands.
    expect(html).toContain(`<h1 tabindex="-1" aria-describedby="${progressId}">About you</h1>`);
  });

  it('labels every input and ties its hint with aria-describedby', () => {
    expect(html).toContain('<label for="root_insured_ssn">Social Security number</label>');
    expect(html).toContain('id="root_insured_ssn__help"');
    expect(html).toMatch(/id="root_insured_ssn"[^>]*aria-describedby="root_insured_ssn__help"/);
    expect(html).toContain('<label for="root_insured_state">State</label>');
  });

  it('puts yes/no questions in a fieldset with the question as legend', () => {
    expect(html).toMatch(/<fieldset class="field"><legend>Do you use tobacco\?<\/legend>/);
    expect(html).toMatch(/<input type="radio" id="root_insured_tobacco"[^>]*value="1"/);
  });

  it('offers coverage amounts from the plan and explains states where it is not sold', () => {
    expect(html).toContain('<option value="150000">$150,000</option>');
    expect(html).not.toContain('value="200000"');
    expect(html).toContain('Maine (not available for this plan)');
  });

  it('ties the notice of a state where the plan is not sold to the state select', () => {
    const chosen = render({ data: { insured: { state: 'ME' } }, passedSteps: [] });
    expect(chosen).toContain(
      `id="root_insured_state__not-available" aria-live="polite">${messages.stateNotAvailable}<`,
    );
    expect(chosen).toMatch(
      /id="root_insured_state"[^>]*aria-describedby="root_insured_state__not-available"/,
    );
    expect(html).not.toMatch(/id="root_insured_state"[^>]*aria-describedby/);
  });

  it('names the button that shows a masked number once, its state pressed or not', () => {
    expect(html).toMatch(
      /<button type="button" class="link-button" aria-controls="root_insured_ssn" aria-pressed="false">Show number<\/button>/,
    );
  });

  it('says why a step passed before a reload asks for its sensitive answers again', async () => {
    const insured = { tobacco: '0', state: 'VA', amount: 50000 };
    const resumed = await renderResumed({ data: { insured }, passedSteps: ['about'] });
    expect(resumed).toMatch(/<h1 tabindex="-1" aria-describedby="[^"]+">About you<\/h1>/);
    expect(resumed).toContain(
      'For your security, this answer is not kept while your application is unfinished, so please enter it again: Social Security number.',
    );
    // A step never passed, or passed with its sensitive answers still held, says nothing.
    expect(html).not.toContain('class="asked-again"');
    const kept = await renderResumed({
      data: { insured: { ...insured, ssn: '234-56-7890' } },
      passedSteps: ['about'],
    });
    expect(kept).toMatch(/<h1 tabindex="-1" aria-describedby="[^"]+">Consent<\/h1>/);
    expect(kept).not.toContain('class="asked-again"');
  });
});
