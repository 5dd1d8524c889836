import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { applicationTypes, messages } from '../../validators';
import type { FormDefinition } from '../definition/types';
import { formValidators, type CompiledForm } from './form-validators';
import { precompileForm } from './precompile';
import { rulesWith } from '../testing/plan-rules-stub';

const rules = rulesWith({
  coverageOptions: () => ({ list: [50000] }),
  statesNotAvailable: () => ['ME'],
});

const definition: FormDefinition = {
  formId: 'example',
  appId: 'example',
  title: 'Example',
  applicationType: applicationTypes[0],
  typeCode: 'sale',
  template: 'base',
  branding: 'life',
  plan: { plan: 'p', variant: 'v' },
  route: '/example/',
  steps: [
    {
      id: 'insured',
      title: 'Insured',
      schema: {
        type: 'object',
        required: ['insured'],
        properties: {
          insured: {
            type: 'object',
            required: ['firstName', 'ssn', 'state'],
            properties: {
              firstName: { type: 'string', maxLength: 15, format: 'strict-string' },
              ssn: { type: 'string', ssn: true, sensitive: true },
              state: { type: 'string', stateAvailable: { plan: 'p', variant: 'v' } },
              amount: { type: 'integer', coverageForPlan: { plan: 'p', variant: 'v' } },
              pets: { type: 'array', title: 'Pets', minItems: 1 },
            },
          },
        },
      },
    },
    {
      id: 'owner',
      title: 'Owner',
      condition: { properties: { insured: { properties: { firstName: { const: 'Ann' } } } } },
      schema: { type: 'object', properties: { owner: { type: 'string' } } },
    },
  ],
};

describe('precompiled validators', () => {
  const source = precompileForm(definition, rules, {
    runtimeModule: pathToFileURL(resolve(__dirname, 'keyword-runtime.ts')).href,
  });

  it('are an ES module with no schema compiler and no eval', () => {
    expect(source).not.toMatch(/require\(|new Function|\beval\(/);
    expect(source).toMatch(/^import \* as runtime from /);
  });

  it('leave out the schema paths of their errors, which the browser never reads', () => {
    expect(source).toContain('keyword:"minItems"');
    expect(source).not.toContain('schemaPath');
  });

  async function load(): Promise<{ default: CompiledForm; definition: FormDefinition }> {
    const file = join(mkdtempSync(join(tmpdir(), 'precompiled-')), 'example.mjs');
    writeFileSync(file, source);
    return (await import(/* @vite-ignore */ pathToFileURL(file).href)) as {
      default: CompiledForm;
      definition: FormDefinition;
    };
  }

  it('export the definition, and write each of its schemas once: the code reads them from it', async () => {
    expect((await load()).definition).toEqual(definition);
    expect(source.split('"maxLength":15').length - 1).toBe(1);
    expect(source.split('"const":"Ann"').length - 1).toBe(1);
    expect(source).toContain('= definition.steps[0].schema;');
  });

  it('answer as the runtime-compiled ones do', async () => {
    const compiled = (await load()).default;
    const validators = formValidators(definition, compiled);
    const data = { insured: { firstName: 'Ann', ssn: '666-12-3456', state: 'ME', amount: 10 } };
    expect(validators.validateStep('insured', data)).toEqual({
      'insured.ssn': messages.ssnInvalid,
      'insured.state': messages.stateNotAvailable,
      'insured.amount': messages.invalid,
    });
    expect(
      validators.validateStep('insured', {
        insured: { firstName: 'Ann', ssn: '234-56-7890', state: 'TX', amount: 50000 },
      }),
    ).toEqual({});
    // A list's title reaches its message through the step's schema, as on the server.
    expect(
      validators.validateStep('insured', { insured: { ...data.insured, pets: [] } })[
        'insured.pets'
      ],
    ).toBe('Add at least one pet');
    expect(validators.entersStep('owner', data)).toBe(true);
    expect(validators.entersStep('owner', { insured: { firstName: 'Bob' } })).toBe(false);
  });
});
