import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FormModule } from 'virtual:form-validators';
import { describe, expect, it } from 'vitest';
import {
  formValidators,
  invalidCases,
  planRefsOf,
  planRulesSnapshot,
  runtimeValidators,
  splitHelpTexts,
  stepPaths,
  withValue,
  type FormData,
} from '../engine';
import { formDefinitions, plansRules } from '../forms';
import {
  formValidatorsPlugin,
  formValidatorsSource,
} from '../scripts/build/form-validators-plugin';

const dir = mkdtempSync(join(tmpdir(), 'form-validators-'));
const context = { rules: plansRules, now: new Date() };

/** A module the build serves, written out and imported as the browser would. */
async function moduleOf<T>(name: string, source: string): Promise<T> {
  const file = join(dir, `${name}.mjs`);
  writeFileSync(file, source);
  return (await import(/* @vite-ignore */ pathToFileURL(file).href)) as T;
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

  // Each form's module is generated once here (its standalone validators take about a second
  // to write) and checked for what it holds and for how its validators answer.
  it.each(formDefinitions.map((d) => [d.formId, d] as const))(
    '%s: no eval, the resolved definition and its plans’ rules, and the same answers as the runtime-compiled validators',
    async (formId, definition) => {
      const source = formValidatorsSource(formId);
      expect(source).not.toMatch(/new Function|\beval\(|require\(/);
      const form = await moduleOf<FormModule>(formId, source);
      // The folded help's paragraphs are left out, in a module of their own.
      const { definition: light, texts } = splitHelpTexts(definition);
      expect(form.definition).toEqual(light);
      for (const paragraph of Object.values(texts).flat())
        expect(source).not.toContain(JSON.stringify(paragraph).slice(1, 40));
      const help = await moduleOf<{ default: unknown }>(
        `${formId}-help`,
        formValidatorsSource(`${formId}/help`),
      );
      expect(help.default).toEqual(texts);
      expect(form.planRulesSnapshot).toEqual(planRulesSnapshot(plansRules, planRefsOf(definition)));
      expect(Object.keys(form.default).length).toBeGreaterThan(0);

      const browser = formValidators(definition, form.default);
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
