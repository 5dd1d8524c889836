// @vitest-environment jsdom
// The beneficiaries field: its markup (rendered to static HTML) and, in a DOM environment, what an
// applicant does to it in the wizard (Testing Library).
import Form from '@rjsf/core';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Field, RJSFSchema } from '@rjsf/utils';
import { renderToStaticMarkup } from 'react-dom/server.node';
import { afterEach, describe, expect, it } from 'vitest';
import { beneficiaryTextTooLong, messages, minItemsMessage } from '../../../validators';
import type { StepDefinition } from '../../definition/types';
import { exampleForm } from '../../testing/example-form';
import { renderWizard } from '../../testing/render-wizard';
import { engineValidator } from '../errors/engine-validator';
import { toErrorSchema } from '../page/field-ids';
import { FieldTemplate } from '../fields/FieldTemplate';
import { fields, widgets } from '.';
import { BeneficiariesField } from './BeneficiariesField';

const schema: RJSFSchema = {
  type: 'object',
  properties: {
    beneficiaries: {
      type: 'object',
      properties: {
        primary: { type: 'array', items: { type: 'object' } },
        contingent: { type: 'array', items: { type: 'object' } },
      },
    },
  },
};

function render(
  errors: { [path: string]: string },
  primary: object[],
  withSchema: RJSFSchema = schema,
): string {
  return renderToStaticMarkup(
    <Form
      schema={withSchema}
      uiSchema={{ beneficiaries: { 'ui:field': 'beneficiaries' } }}
      formData={{ beneficiaries: { primary } }}
      validator={engineValidator}
      widgets={widgets}
      // The field itself: the registry's is loaded lazily, which a static render does not wait for.
      fields={{ ...fields, beneficiaries: BeneficiariesField as Field }}
      templates={{ FieldTemplate }}
      extraErrors={toErrorSchema(errors)}
    />,
  );
}

const jane = { name: 'Jane Doe', relationship: 'Spouse', sharePercent: '60' };

describe('the beneficiaries field', () => {
  it('shows the designation message (shares, text length) under its legend', () => {
    const shares = render({ beneficiaries: messages.beneficiaryShareTotal }, [jane]);
    expect(shares).toContain(
      `<p class="field-error" id="root_beneficiaries__error"><span class="visually-hidden">Error: </span>${messages.beneficiaryShareTotal}</p>`,
    );
    expect(shares).toMatch(
      /<fieldset class="beneficiaries field--error" id="root_beneficiaries" aria-describedby="root_beneficiaries__error"/,
    );
    expect(render({ beneficiaries: beneficiaryTextTooLong(270) }, [jane])).toContain(
      beneficiaryTextTooLong(270),
    );
  });

  it('marks the list whose total is off when the share message shows, and only then', () => {
    const off = render({ beneficiaries: messages.beneficiaryShareTotal }, [jane]);
    expect(off).toContain(
      'Total share: 60%<strong class="share-total-off"> (must be 100%)</strong>',
    );
    expect(off).toContain('Total share of primary beneficiaries: 60% (must be 100%)</p>');
    // The empty contingent list has nothing to total (seen and heard once each).
    expect(off.match(/must be 100%/g)).toHaveLength(2);
    expect(render({}, [jane])).not.toContain('must be 100%');
    const whole = render({ beneficiaries: messages.beneficiaryShareTotal }, [
      { ...jane, sharePercent: '100' },
    ]);
    expect(whole).not.toContain('must be 100%');
  });

  it("shows a list's own message in that list, which the error summary can link to", () => {
    const html = render({ 'beneficiaries.primary': minItemsMessage(1) }, []);
    expect(html).toMatch(
      /<fieldset class="beneficiary-list field--error" id="root_beneficiaries_primary" aria-describedby="root_beneficiaries_primary__error">/,
    );
    expect(html).toContain(
      `<p class="field-error" id="root_beneficiaries_primary__error"><span class="visually-hidden">Error: </span>${minItemsMessage(1)}</p>`,
    );
  });

  it('shows a beneficiary as every other field: required, its error read as one and barred red', () => {
    const html = render({ 'beneficiaries.primary.0.name': messages.required }, [
      { ...jane, name: '' },
    ]);
    expect(html).toContain(
      '<div class="field field--error"><label for="root_beneficiaries_primary_0_name">',
    );
    expect(html).toContain(
      `<p class="field-error" id="root_beneficiaries_primary_0_name__error"><span class="visually-hidden">Error: </span>${messages.required}</p>`,
    );
    expect(html).toMatch(
      /<input id="root_beneficiaries_primary_0_name"[^>]*aria-required="true" aria-invalid="true" aria-describedby="root_beneficiaries_primary_0_name__error"/,
    );
    // Not the native attribute, which Chromium reports as invalid on an untouched input.
    expect(html).not.toMatch(/<input[^>]* required/);
    expect(html.match(/aria-required="true"/g)).toHaveLength(3);
    expect(html).toContain('<div class="field"><label for="root_beneficiaries_primary_0_share');
  });

  it('reads the total out from its own line, which changes only once typing settles', () => {
    const html = render({}, [jane]);
    expect(html).toContain('<p class="share-total" aria-hidden="true">Total share: 60%</p>');
    expect(html).toContain(
      '<p class="visually-hidden" aria-live="polite">Total share of primary beneficiaries: 60%</p>',
    );
    expect(html.match(/aria-live/g)).toHaveLength(2);
  });
});

describe("a beneficiary's relationship", () => {
  it('is chosen from the list, Other last, with no field for words until Other is chosen', () => {
    const html = render({}, [jane]);
    expect(html).toMatch(
      /<select id="root_beneficiaries_primary_0_relationship" class="select" aria-required="true"/,
    );
    expect(html).toContain('<option value="Spouse" selected="">Spouse</option>');
    expect(html).toContain('<option value="Trust">Trust</option><option value="Friend">Friend');
    expect(html).toMatch(/<option value="Other">Other<\/option><\/select>/);
    expect(html).not.toContain('root_beneficiaries_primary_0_relationship-other');
  });

  it('shows a relationship saved as free text as Other, in its own words, or as its choice', () => {
    const html = render({}, [
      { ...jane, relationship: 'Godson' },
      { ...jane, relationship: 'child' },
    ]);
    expect(html).toContain('<option value="Other" selected="">Other</option>');
    expect(html).toContain(
      '<label for="root_beneficiaries_primary_0_relationship-other">Please describe the relationship (primary beneficiary 1)</label>',
    );
    expect(html).toMatch(
      /<input id="root_beneficiaries_primary_0_relationship-other"[^>]*value="Godson"/,
    );
    expect(html).toContain('<option value="Child" selected="">Child</option>');
    expect(html).not.toContain('root_beneficiaries_primary_1_relationship-other');
  });
});

describe('the number of beneficiaries', () => {
  it('offers no Add button for a list holding as many as its schema takes, and says so', () => {
    const limited: RJSFSchema = {
      type: 'object',
      properties: {
        beneficiaries: {
          type: 'object',
          properties: {
            primary: { type: 'array', maxItems: 2, items: { type: 'object' } },
            contingent: { type: 'array', maxItems: 2, items: { type: 'object' } },
          },
        },
      },
    };
    const at = (primary: object[]) => render({}, primary, limited);
    expect(at([jane])).toContain('>Add a primary beneficiary</button>');
    const full = at([jane, { ...jane, name: 'John Doe', sharePercent: '40' }]);
    expect(full).not.toContain('>Add a primary beneficiary</button>');
    expect(full).toContain('You can name up to 2 primary beneficiaries.');
    expect(full).toContain('>Add a contingent beneficiary</button>');
  });
});

describe('labels and keyboards', () => {
  it('names the list in each beneficiary label and Remove button', () => {
    const html = render({}, [jane]);
    expect(html).toContain('>Full name (primary beneficiary 1)</label>');
    expect(html).toContain('>Remove primary beneficiary 1</button>');
  });

  it("lets a field's ui:inputmode choose the phone keyboard (a card number's digits)", () => {
    const html = renderToStaticMarkup(
      <Form
        schema={{ type: 'object', properties: { number: { type: 'string', title: 'Card' } } }}
        uiSchema={{ number: { 'ui:inputmode': 'numeric' } }}
        validator={engineValidator}
        widgets={widgets}
        // The field itself: the registry's is loaded lazily, which a static render does not wait for.
        fields={{ ...fields, beneficiaries: BeneficiariesField as Field }}
        templates={{ FieldTemplate }}
      />,
    );
    expect(html).toMatch(/<input[^>]*id="root_number"[^>]*inputMode="numeric"/);
  });
});

/** A share as the form's fragments take it: more than 0, at most 100, two decimals at most. */
const share = {
  type: 'string',
  title: 'Share %',
  pattern: '^(100(\\.00?)?|[1-9][0-9]?(\\.[0-9]{1,2})?)$',
};
const beneficiary = {
  type: 'object',
  required: ['name', 'relationship', 'sharePercent'],
  properties: {
    name: { type: 'string', title: 'Full name', minLength: 1 },
    relationship: { type: 'string', title: 'Relationship', minLength: 1 },
    sharePercent: share,
  },
};
const beneficiariesStep: StepDefinition = {
  id: 'beneficiaries',
  title: 'Beneficiaries',
  schema: {
    type: 'object',
    required: ['beneficiaries'],
    properties: {
      beneficiaries: {
        type: 'object',
        title: 'Beneficiaries',
        required: ['primary'],
        beneficiaryShares: true,
        properties: {
          primary: {
            type: 'array',
            title: 'Primary beneficiaries',
            minItems: 1,
            maxItems: 10,
            items: beneficiary,
          },
          contingent: {
            type: 'array',
            title: 'Contingent beneficiaries',
            maxItems: 10,
            items: beneficiary,
          },
        },
      },
    },
  },
  uiSchema: { beneficiaries: { 'ui:field': 'beneficiaries' } },
};
const designation = exampleForm('beneficiaries-example', [beneficiariesStep]);

/** The wizard on its beneficiaries step, once the lazily loaded field has drawn its first row. */
async function openBeneficiariesStep() {
  renderWizard(designation);
  await screen.findByRole('button', { name: 'Add a primary beneficiary' });
}

const primaryInput = (row: number, key: string): HTMLInputElement => {
  const input = document.getElementById(`root_beneficiaries_primary_${row}_${key}`);
  if (!(input instanceof HTMLInputElement)) throw new Error(`no primary ${key} in row ${row}`);
  return input;
};
/** A primary beneficiary's relationship, chosen from its list. */
const primaryRelationship = (row: number): HTMLSelectElement => {
  const list = document.getElementById(`root_beneficiaries_primary_${row}_relationship`);
  if (!(list instanceof HTMLSelectElement)) throw new Error(`no primary relationship in ${row}`);
  return list;
};
const primaryTotal = () =>
  document.querySelector('#root_beneficiaries_primary .share-total')?.textContent;
const primaryHeard = () =>
  document.querySelector('#root_beneficiaries_primary [aria-live]')?.textContent;

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '');
});

describe('the beneficiaries field in the wizard, in a DOM environment', () => {
  it('asks for a primary beneficiary in words of ours once the only one is removed', async () => {
    const user = userEvent.setup();
    await openBeneficiariesStep();
    await user.click(screen.getByRole('button', { name: 'Remove primary beneficiary 1' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = await waitFor(() => {
      const found = document.querySelector('.error-summary');
      if (!found) throw new Error('no error summary yet');
      return found;
    });
    expect(summary.textContent).toContain(
      'Primary beneficiaries: Add at least one primary beneficiary',
    );
    expect(document.getElementById('root_beneficiaries_primary__error')?.textContent).toBe(
      'Error: Add at least one primary beneficiary',
    );
    // One added: the list's message goes at once.
    await user.click(screen.getByRole('button', { name: 'Add a primary beneficiary' }));
    await waitFor(() =>
      expect(document.getElementById('root_beneficiaries_primary__error')).toBeNull(),
    );
  });

  it('totals the shares as they are typed, and moves the beneficiaries below one removed up', async () => {
    const user = userEvent.setup();
    await openBeneficiariesStep();
    await user.type(primaryInput(0, 'name'), 'Ann Lee');
    await user.selectOptions(await waitFor(() => primaryRelationship(0)), 'Spouse');
    await user.type(primaryInput(0, 'sharePercent'), '6');
    // Live, before the field is left; not yet marked: a share is still being typed.
    await waitFor(() => expect(primaryTotal()).toBe('Total share: 6%'));
    await user.type(primaryInput(0, 'sharePercent'), '0');
    await waitFor(() => expect(primaryTotal()).toBe('Total share: 60%'));
    // Read out once typing settles, not at each key.
    expect(primaryHeard()).toBe('Total share of primary beneficiaries: 0%');
    await waitFor(() => expect(primaryHeard()).toBe('Total share of primary beneficiaries: 60%'));
    // Every beneficiary has a share: leaving the field checks the total, which is off.
    await user.tab();
    await waitFor(() => expect(primaryTotal()).toBe('Total share: 60% (must be 100%)'));
    expect(primaryHeard()).toBe('Total share of primary beneficiaries: 60% (must be 100%)');
    await user.click(screen.getByRole('button', { name: 'Add a primary beneficiary' }));
    await user.type(primaryInput(1, 'name'), 'Bo Lee');
    await user.selectOptions(await waitFor(() => primaryRelationship(1)), 'Child');
    await user.type(primaryInput(1, 'sharePercent'), '40');
    await waitFor(() => expect(primaryTotal()).toBe('Total share: 100%'));
    // The first removed: the second moves up into its row, with everything typed.
    await user.click(screen.getByRole('button', { name: 'Remove primary beneficiary 1' }));
    await waitFor(() => expect(primaryInput(0, 'name').value).toBe('Bo Lee'));
    expect(primaryRelationship(0).value).toBe('Child');
    expect(primaryInput(0, 'sharePercent').value).toBe('40');
    expect(document.getElementById('root_beneficiaries_primary_1_name')).toBeNull();
    // The share message, shown since the total was left at 60%, is kept up to date.
    expect(primaryTotal()).toBe('Total share: 40% (must be 100%)');
    // The designation as shown is the one checked: 40% is not 100%.
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(document.querySelector('.error-summary')?.textContent).toContain(
        messages.beneficiaryShareTotal,
      ),
    );
    expect(primaryTotal()).toBe('Total share: 40% (must be 100%)');
    // The empty contingent list is not marked.
    expect(document.querySelector('#root_beneficiaries_contingent .share-total')?.textContent).toBe(
      'Total share: 0%',
    );
  });
});
