import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { checkForms, runtimeForm, stepPaths, verifyPath } from '../engine';
import { formCatalogue, formFiles, plansRules, readFormFolder } from '../forms';
import { allPlans, type PlanConfig, type PlanVariant } from '../plans';
import { applyEntryModel } from '../site';

// docs/adding-a-plan-variant.md done as staff do it: a copy of forms/ gets one more JSON file,
// the short application copied and edited (tests/fixtures/forms/term-90-plus-express.json: its
// own formId, title and route, no beneficiaries step), and nothing else. The folder is then read
// the way the product reads forms/ (forms/form-json.ts), with no TypeScript change.
const formsDir = fileURLToPath(new URL('../forms', import.meta.url));
const express = fileURLToPath(new URL('fixtures/forms/term-90-plus-express.json', import.meta.url));
// The same copy with one more step that our renderer cannot show: a list and a choice of schemas.
const extras = fileURLToPath(new URL('fixtures/forms/term-90-plus-extras.json', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'staff-variant-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A copy of forms/ (its folders and JSON files) with these files added to it. */
function formsFolderWith(name: string, added: { [path: string]: string }): string {
  const dir = join(scratch, name, 'forms');
  cpSync(formsDir, dir, { recursive: true, filter: (source) => !source.endsWith('.ts') });
  for (const [path, source] of Object.entries(added)) cpSync(source, join(dir, path));
  return dir;
}

describe('a variant added by copying a form definition into its plan folder', () => {
  const catalogue = formCatalogue(
    readFormFolder(formsFolderWith('express', { 'term-90-plus/express.json': express })),
  );
  const definition = catalogue.formDefinitions.find((d) => d.formId === 'term-90-plus-express');

  it('is found beside the forms already there, in file-name order', () => {
    const added = 'forms/term-90-plus/express.json';
    // A set: once staff add an express form for real, the copy stands in for it.
    expect(catalogue.formFiles.map((file) => file.path)).toEqual(
      [...new Set([...formFiles.map((file) => file.path), added])].sort(),
    );
    expect(definition?.route).toBe('/insurance-plans/term-90-plus/apply/express/');
  });

  it('passes the form check with the rest of the folder', () => {
    expect(checkForms(catalogue.formFiles, catalogue.fragments, plansRules)).toEqual([]);
  });

  it('walks every path to submitted, refusing each invalid answer with its message', () => {
    if (!definition) throw new Error('the added form was not found');
    const form = runtimeForm(definition, plansRules);
    const context = { rules: plansRules, now: new Date() };
    const paths = stepPaths(form, context);
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) {
      expect(path.steps).not.toContain('beneficiaries');
      expect(verifyPath(form, path, context).failures).toEqual([]);
    }
  });

  it("is listed on its plan's apply entry page once the plan file has the variant", () => {
    // Step 1 of the guide, done in a copy of the catalogue: the plan file gets the variant (with
    // its applyLabel, tests/fixtures/plans/term-90-plus-express-variant.json) and nothing else.
    const variantFile = new URL(
      'fixtures/plans/term-90-plus-express-variant.json',
      import.meta.url,
    );
    const variant = JSON.parse(readFileSync(variantFile, 'utf8')) as PlanVariant;
    const plans: PlanConfig[] = allPlans().map((plan) =>
      plan.id === 'term-90-plus' ? { ...plan, variants: [...plan.variants, variant] } : plan,
    );
    const applyRoutes = new Set(catalogue.formDefinitions.map((form) => form.route));
    const choicesOn = (subject: string, inPlans: readonly PlanConfig[]) => {
      const model = applyEntryModel(subject, { applyRoutes }, inPlans);
      if (model?.kind !== 'applyEntry') throw new Error(`no apply entry page ${subject}`);
      return model.plans.flatMap((plan) =>
        plan.choices.map((choice) => [plan.id, choice.label, choice.route]),
      );
    };
    const express = [
      'term-90-plus/standard',
      'A shorter application, without beneficiaries',
      '/insurance-plans/term-90-plus/apply/express/',
    ];
    expect(choicesOn('apply-term-90-plus-insurance', allPlans())).not.toContainEqual(express);
    expect(choicesOn('apply-term-90-plus-insurance', plans)).toContainEqual(express);
    expect(choicesOn('apply-insurance', plans)).toContainEqual(express);
    expect(choicesOn('apply-federal-civilian-term-90-plus-insurance', plans)).not.toContainEqual(
      express,
    );
  });

  it('is checked like the others: a copy left unedited is refused for its formId', () => {
    const unedited = formCatalogue(
      readFormFolder(
        formsFolderWith('unedited', {
          'term-90-plus/express.json': join(formsDir, 'term-90-plus', 'short.json'),
        }),
      ),
    );
    expect(checkForms(unedited.formFiles, unedited.fragments, plansRules)).toContain(
      "formId 'term-90-plus-short' is used by more than one form",
    );
  });
});

describe('a copied definition with a step the form engine cannot show', () => {
  it('is refused by the form check, naming the form, the step, the place and the reason', () => {
    const catalogue = formCatalogue(
      readFormFolder(formsFolderWith('extras', { 'term-90-plus/extras.json': extras })),
    );
    const where = "forms/term-90-plus/extras.json: step 'extras' /steps/1/schema/properties";
    expect(checkForms(catalogue.formFiles, catalogue.fragments, plansRules)).toEqual([
      expect.stringMatching(new RegExp(`^${where}/hobbies: an array needs a ui:field`)),
      expect.stringMatching(new RegExp(`^${where}/contact: anyOf: .*MultiSchemaField`)),
    ]);
  });
});
