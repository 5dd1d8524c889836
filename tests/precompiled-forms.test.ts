import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  formValidators,
  invalidCases,
  runtimeValidators,
  stepPaths,
  withValue,
  type CompiledForm,
  type FormData,
} from '../engine';
import { formDefinitions, plansRules } from '../forms';
import {
  formValidatorsPlugin,
  formValidatorsSource,
} from '../scripts/build/form-validators-plugin';

const dir = mkdtempSync(join(tmpdir(), 'form-validators-'));
const context = { rules: plansRules, now: new Date() };

async function precompiled(formId: string): Promise<CompiledForm> {
  const file = join(dir, `${formId}.mjs`);
  writeFileSync(file, formValidatorsSource(formId));
  return ((await import(/* @vite-ignore */ pathToFileURL(file).href)) as { default: CompiledForm })
    .default;
}

describe('precompiled form validators (the browser build)', () => {
  it('are served by the vite plugin as virtual modules, one loader per form', () => {
    const plugin = formValidatorsPlugin();
    const load = plugin.load as (id: string) => string | undefined;
    const index = load('\0virtual:form-validators') ?? '';
    for (const definition of formDefinitions) {
      expect(index).toContain(`import("virtual:form-validators/${definition.formId}")`);
    }
  });

  it.each(formDefinitions.map((d) => [d.formId, d] as const))(
    '%s: no eval, and the same answers as the runtime-compiled validators',
    async (formId, definition) => {
      expect(formValidatorsSource(formId)).not.toMatch(/new Function|\beval\(|require\(/);
      const browser = formValidators(definition, await precompiled(formId));
      const server = runtimeValidators(definition, plansRules);
      const [path] = stepPaths({ definition, validators: server }, context);
      let data: FormData = {};
      for (const event of path?.events ?? []) {
        if (event.type !== 'NEXT') continue;
        data = { ...data, ...event.data };
        for (const step of definition.steps) {
          expect(browser.validateStep(step.id, data)).toEqual(server.validateStep(step.id, data));
          expect(browser.entersStep(step.id, data)).toBe(server.entersStep(step.id, data));
          for (const invalid of invalidCases(step.schema, context)) {
            const bad = {
              ...data,
              ...withValue(event.data ?? {}, invalid.segments, invalid.value),
            };
            expect(browser.validateStep(step.id, bad)).toEqual(server.validateStep(step.id, bad));
          }
        }
      }
    },
  );
});
