import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { formPlans } from 'virtual:form-plans';
import type { FormRoute } from 'virtual:form-validators';
import { describe, expect, it } from 'vitest';
import { sensitivePaths, splitHelpTexts } from '../../engine';
import { formDefinitions, formRoutes } from '../../forms';
import { formPlansSource, formValidatorsSource } from './form-validators-plugin';

const dir = mkdtempSync(join(tmpdir(), 'form-modules-'));

async function moduleOf<T>(name: string, source: string): Promise<T> {
  const file = join(dir, `${name}.mjs`);
  writeFileSync(file, source);
  return (await import(/* @vite-ignore */ pathToFileURL(file).href)) as T;
}

describe('the form modules of the browser build', () => {
  it('the root module holds the light table of every form: id, app, route, title', async () => {
    const root = await moduleOf<{ formRoutes: FormRoute[] }>('root', formValidatorsSource());
    expect(root.formRoutes).toEqual(
      formRoutes.map(({ formId, appId, route, title }) => ({ formId, appId, route, title })),
    );
  });

  it('and one list of sensitive fields holding each form’s own', async () => {
    const root = await moduleOf<{ sensitivePaths: string[][] }>('paths', formValidatorsSource());
    const keys = root.sensitivePaths.map((path) => path.join('.'));
    expect(new Set(keys).size).toBe(keys.length);
    for (const definition of formDefinitions)
      expect(keys).toEqual(
        expect.arrayContaining(sensitivePaths(definition).map((path) => path.join('.'))),
      );
    expect(keys.length).toBeGreaterThan(0);
  });

  it('and the version of each form past version 1', async () => {
    const root = await moduleOf<{ formVersions: object }>('versions', formValidatorsSource());
    expect(root.formVersions).toEqual(
      Object.fromEntries(
        formDefinitions.flatMap((d) => ((d.version ?? 1) > 1 ? [[d.formId, d.version]] : [])),
      ),
    );
  });

  // Every application route carries the root module: a form may add its loader and its light
  // route, nothing of its definition, validators or plans (issue 19: 150 KB for any number of forms).
  it('grows by a form’s ids, route and title alone for each form', () => {
    const source = formValidatorsSource();
    const shared = source.slice(source.indexOf('export const sensitivePaths'));
    const allowance = formRoutes.reduce(
      (sum, { formId, appId, route, title }) =>
        sum + 110 + 3 * formId.length + appId.length + route.length + title.length,
      0,
    );
    expect(source.length - shared.length).toBeLessThanOrEqual(allowance);
    expect(shared.length).toBeLessThan(1000);
  });

  it('the plans module names each form’s plan variant, for the dynamic application', async () => {
    const plans = await moduleOf<{ formPlans: typeof formPlans }>('plans', formPlansSource());
    expect(plans.formPlans).toEqual(formRoutes.map(({ formId, plan }) => ({ formId, plan })));
  });

  // Each form's own module (its definition, help and validators) is checked with its validators'
  // answers in tests/precompiled-forms.test.ts, which generates it once.
  it("takes the standard application's folded help out of its module", () => {
    const standard = formDefinitions.find((d) => d.formId === 'term-90-plus-standard');
    const { texts } = splitHelpTexts(standard);
    expect(Object.keys(texts)).toContain('What is a contingent beneficiary?');
    expect(formValidatorsSource('term-90-plus-standard')).not.toContain(
      'receive it only if no primary beneficiary',
    );
  });
});
