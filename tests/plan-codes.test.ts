import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import {
  checkForms,
  formValidators,
  precompileForm,
  runtimeValidators,
  type CompiledForm,
  type FormDefinition,
  type PlanRules,
} from '../engine';
import { formCatalogue, formFiles, fragments, plansRules, readFormFolder } from '../forms';
import { keywordRuntimePath } from '../scripts/build/form-validators-plugin';

// Duty statuses and branches come from the plan catalogue (engine/definition/plan-codes.ts): a
// plan that drops one stops offering it in every form that sells the plan, in the browser's
// precompiled validators and the server's alike, with no change to the forms.
const formsDir = fileURLToPath(new URL('../forms', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'plan-codes-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The catalogue with Term 90 Plus no longer selling to separated members (duty status 7). */
const withoutSeparated: PlanRules = {
  ...plansRules,
  codes: (ref, list) => {
    const codes = plansRules.codes?.(ref, list);
    return ref.plan === 'term-90-plus' && list === 'dutyStatuses'
      ? codes?.filter((code) => code !== '7')
      : codes;
  },
};

let built = 0;
async function browserValidators(definition: FormDefinition, rules: PlanRules) {
  // A file of its own for each build: an imported module is cached by its URL.
  built += 1;
  const file = join(scratch, `${definition.formId}-${built}.mjs`);
  writeFileSync(file, precompileForm(definition, rules, { runtimeModule: keywordRuntimePath }));
  const module = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as {
    default: CompiledForm;
  };
  return formValidators(definition, module.default);
}

const separated = { service: { dutyStatus: '7', branch: '2' } };
const activeDuty = { service: { dutyStatus: '2', branch: '2' } };

describe('duty statuses read from the plan catalogue', () => {
  const before = formCatalogue(readFormFolder(formsDir));
  const after = formCatalogue(readFormFolder(formsDir), withoutSeparated);
  const standardOf = (forms: FormDefinition[]) => {
    const found = forms.find((d) => d.formId === 'term-90-plus-standard');
    if (!found) throw new Error('no Term 90 Plus standard form');
    return found;
  };

  it('every form that offered the dropped status no longer offers it, labels included', () => {
    const offering = (forms: FormDefinition[]) =>
      forms.filter((definition) => JSON.stringify(definition.steps).includes('"Separated'));
    expect(offering(before.formDefinitions).map((d) => d.formId)).toEqual([
      'level-term-member',
      'term-90-plus-quick-step',
      'term-90-plus-short',
      'term-90-plus-simplified',
      'term-90-plus-standard',
      'tricare-supplement-enrollment',
    ]);
    // Level Term and TRICARE still sell to separated members: only the plan that dropped it changes.
    expect(offering(after.formDefinitions).map((d) => d.formId)).toEqual([
      'level-term-member',
      'tricare-supplement-enrollment',
    ]);
    const [eligibility] = standardOf(after.formDefinitions).steps;
    const service = (eligibility?.schema.properties as Record<string, { properties: object }>)
      .service?.properties as Record<string, { enum: string[] }>;
    expect(service.dutyStatus?.enum).toEqual(['2', '1', 'C', '3', '5']);
  });

  it('the browser and the server both refuse it, and take it while the plan allows it', async () => {
    const now = standardOf(before.formDefinitions);
    const dropped = standardOf(after.formDefinitions);
    for (const validators of [
      runtimeValidators(now, plansRules),
      await browserValidators(now, plansRules),
    ])
      expect(validators.validateStep('eligibility', separated)).toEqual({});
    for (const validators of [
      runtimeValidators(dropped, withoutSeparated),
      await browserValidators(dropped, withoutSeparated),
    ]) {
      expect(Object.keys(validators.validateStep('eligibility', separated))).toEqual([
        'service.dutyStatus',
      ]);
      expect(validators.validateStep('eligibility', activeDuty)).toEqual({});
    }
  });
});

describe('a form listing a duty status its plan does not allow', () => {
  const serviceSchema = '../fragments/military-service.json#/schema';
  const listing = (codes: string[]) => ({
    id: 'eligibility',
    title: 'Eligibility',
    schema: {
      type: 'object',
      required: ['service'],
      properties: {
        service: {
          $ref: serviceSchema,
          properties: {
            dutyStatus: { type: 'string', codesForPlan: 'dutyStatuses', enum: codes },
            branch: { $ref: `${serviceSchema}/properties/branch` },
          },
        },
      },
    },
    uiSchema: { service: { $ref: '../fragments/military-service.json#/uiSchema' } },
  });
  const standardWith = (codes: string[]) =>
    formFiles.map((file) => {
      if (file.path !== 'forms/term-90-plus/standard.json') return file;
      const content = file.content as { steps: unknown[] };
      return {
        ...file,
        content: { ...content, steps: [listing(codes), ...content.steps.slice(1)] },
      };
    });

  it('is refused by check:catalogue, naming the file and the JSON pointer', () => {
    expect(checkForms(standardWith(['2', '9']), fragments, plansRules)).toEqual([
      "forms/term-90-plus/standard.json: /steps/0/schema/properties/service/properties/dutyStatus/enum/1: '9' is not one of the dutyStatuses of 'term-90-plus' variant 'standard' in the plan catalogue (2, 1, C, 3, 7, 5)",
    ]);
  });

  it('may narrow its choices to some of those the plan allows', () => {
    expect(checkForms(standardWith(['2', '3']), fragments, plansRules)).toEqual([]);
  });
});
