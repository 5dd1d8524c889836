// Vite plugin: each form's browser module, built at build time: its validators precompiled (AJV
// standalone code, so no schema is compiled in the browser and the page runs under a CSP without
// 'unsafe-eval'), its resolved definition and the snapshot of its plans' rules, so the browser
// loads neither the other forms nor the plan catalogue.
//   import loaders, { formRoutes } from 'virtual:form-validators';  // { [formId]: () => import() }
//   const form = await loaders[formId]();
//   const validators = formValidators(form.definition, form.default);
//   const rules = snapshotPlanRules(form.planRulesSnapshot);
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { planRefsOf, planRulesSnapshot, precompileForm } from '../engine';
import { formById, formDefinitions, formRoutes, formSensitivePaths, plansRules } from '../forms';

const virtualId = 'virtual:form-validators';
const resolvedPrefix = `\0${virtualId}`;

/** The keyword runtime the generated code imports (bundled once, shared by every form). */
export const keywordRuntimePath = fileURLToPath(
  new URL('../engine/validation/keyword-runtime.ts', import.meta.url),
);

/** What every application page knows of each form before loading it (the site's light table). */
export function lightFormRoutes() {
  return formRoutes.map((route) => ({
    ...route,
    sensitivePaths: formSensitivePaths(route.formId),
  }));
}

function rootSource(): string {
  const entries = formDefinitions.map(
    (d) =>
      `  ${JSON.stringify(d.formId)}: () => import(${JSON.stringify(`${virtualId}/${d.formId}`)}),`,
  );
  return [
    `export default {\n${entries.join('\n')}\n};`,
    `export const formRoutes = ${JSON.stringify(lightFormRoutes())};`,
    '',
  ].join('\n');
}

/** The source of `virtual:form-validators` (no formId) or of one form's module. */
export function formValidatorsSource(formId?: string): string {
  if (formId === undefined) return rootSource();
  const definition = formById(formId);
  if (!definition) throw new Error(`No form '${formId}'`);
  const validators = precompileForm(definition, plansRules, { runtimeModule: keywordRuntimePath });
  const snapshot = planRulesSnapshot(plansRules, planRefsOf(definition));
  // The validators' module exports the definition too (their schemas are its objects).
  return [validators, `export const planRulesSnapshot = ${JSON.stringify(snapshot)};`, ''].join(
    '\n',
  );
}

export function formValidatorsPlugin(): Plugin {
  return {
    name: 'form-validators',
    resolveId(id) {
      return id === virtualId || id.startsWith(`${virtualId}/`) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(resolvedPrefix)) return undefined;
      const formId = id.slice(resolvedPrefix.length + 1);
      return formValidatorsSource(formId === '' ? undefined : formId);
    },
  };
}
