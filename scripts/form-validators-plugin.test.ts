import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FormModule, FormRoute } from 'virtual:form-validators';
import { describe, expect, it } from 'vitest';
import { planRefsOf, planRulesSnapshot, sensitivePaths } from '../engine';
import { formById, formDefinitions, formRoutes, plansRules } from '../forms';
import { formValidatorsSource } from './form-validators-plugin';

const dir = mkdtempSync(join(tmpdir(), 'form-modules-'));

async function moduleOf<T>(name: string, source: string): Promise<T> {
  const file = join(dir, `${name}.mjs`);
  writeFileSync(file, source);
  return (await import(/* @vite-ignore */ pathToFileURL(file).href)) as T;
}

describe('the form modules of the browser build', () => {
  it('the root module holds the light table of every form: route, title, plan, sensitive paths', async () => {
    const root = await moduleOf<{ formRoutes: FormRoute[] }>('root', formValidatorsSource());
    expect(root.formRoutes.map(({ sensitivePaths: _, ...route }) => route)).toEqual(formRoutes);
    for (const route of root.formRoutes) {
      const definition = formById(route.formId);
      expect(definition).toBeDefined();
      expect(route.sensitivePaths).toEqual(sensitivePaths(definition!));
    }
    expect(root.formRoutes.some((route) => route.sensitivePaths.length > 0)).toBe(true);
  });

  it.each(formDefinitions.map((d) => [d.formId, d] as const))(
    '%s: its module exports the resolved definition and its plans’ rules beside the validators',
    async (formId, definition) => {
      const form = await moduleOf<FormModule>(formId, formValidatorsSource(formId));
      expect(form.definition).toEqual(definition);
      expect(form.planRulesSnapshot).toEqual(planRulesSnapshot(plansRules, planRefsOf(definition)));
      expect(Object.keys(form.default).length).toBeGreaterThan(0);
    },
  );
});
