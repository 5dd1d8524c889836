// Vite plugin: each form's browser module, built at build time: its validators precompiled (AJV
// standalone code, so no schema is compiled in the browser and the page runs under a CSP without
// 'unsafe-eval'), its resolved definition and the snapshot of its plans' rules, so the browser
// loads neither the other forms nor the plan catalogue.
//   import loaders, { formRoutes, sensitivePaths } from 'virtual:form-validators';
//   const form = await loaders[formId]();  // loaders: { [formId]: () => import() }
//   const validators = formValidators(form.definition, form.default);
//   const rules = snapshotPlanRules(form.planRulesSnapshot);
// Member-service forms (forms/member-services/) have modules of the same shape, loaded from
// `virtual:service-forms` ({ [formId]: () => import() }): no application page lists them.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import {
  formVersionOf,
  planRefsOf,
  planRulesSnapshot,
  precompileForm,
  sensitivePathsOfAll,
  splitHelpTexts,
} from '../../engine';
import {
  formById,
  formDefinitions,
  formRoutes,
  plansRules,
  serviceFormById,
  serviceForms,
} from '../../forms';

const virtualId = 'virtual:form-validators';
const resolvedPrefix = `\0${virtualId}`;
/** The forms' plans, for the one page that picks a form by its plan (/term90dynamicapp/). */
const plansId = 'virtual:form-plans';
/** A form's folded help paragraphs: `virtual:form-validators/<formId>/help`. */
const helpSuffix = '/help';
const serviceFormsId = 'virtual:service-forms';

/** The keyword runtime the generated code imports (bundled once, shared by every form). */
export const keywordRuntimePath = fileURLToPath(
  new URL('../../engine/validation/keyword-runtime.ts', import.meta.url),
);

/**
 * What every application page knows of each form before loading it: the fewest strings that
 * find the form of a path and name it (the site's light table). Every application route carries
 * it, so each form adds only these; the form's definition and validators stay in its own module.
 */
export function lightFormRoutes() {
  return formRoutes.map(({ formId, appId, route, title }) => ({ formId, appId, route, title }));
}

/** The version of each form past version 1, by form id. */
export function raisedFormVersions(): { [formId: string]: number } {
  return Object.fromEntries(
    formDefinitions
      .map((d) => [d.formId, formVersionOf(d)] as const)
      .filter(([, version]) => version > 1),
  );
}

function rootSource(): string {
  const entries = formDefinitions.map(
    (d) =>
      `  ${JSON.stringify(d.formId)}: () => import(${JSON.stringify(`${virtualId}/${d.formId}`)}),`,
  );
  return [
    `export default {\n${entries.join('\n')}\n};`,
    `export const formRoutes = ${JSON.stringify(lightFormRoutes())};`,
    // One list for every form: a field sensitive in one form is in every form asking it (the
    // catalogue check), so it grows with the kinds of sensitive field, not with the forms.
    `export const sensitivePaths = ${JSON.stringify(sensitivePathsOfAll(formDefinitions))};`,
    // The version the store records with each form's answers: only forms past version 1, so it
    // grows with the forms that changed shape, not with every form.
    `export const formVersions = ${JSON.stringify(raisedFormVersions())};`,
    '',
  ].join('\n');
}

/** The source of `virtual:form-plans`: each form's plan variant. */
export function formPlansSource(): string {
  const plans = formRoutes.map(({ formId, plan }) => ({ formId, plan }));
  return `export const formPlans = ${JSON.stringify(plans)};\n`;
}

/** The source of `virtual:service-forms`: a loader per member-service form. */
export function serviceFormsSource(): string {
  const entries = serviceForms.map(
    (d) =>
      `  ${JSON.stringify(d.formId)}: () => import(${JSON.stringify(`${virtualId}/${d.formId}`)}),`,
  );
  return `export default {\n${entries.join('\n')}\n};\n`;
}

/** The source of `virtual:form-validators` (no formId) or of one form's module. */
export function formValidatorsSource(formId?: string): string {
  if (formId === undefined) return rootSource();
  if (formId.endsWith(helpSuffix)) {
    const owner = formId.slice(0, -helpSuffix.length);
    const definition = formById(owner) ?? serviceFormById(owner);
    if (!definition) throw new Error(`No form '${formId}'`);
    return `export default ${JSON.stringify(splitHelpTexts(definition).texts)};\n`;
  }
  const planForm = formById(formId);
  const whole = planForm ?? serviceFormById(formId);
  if (!whole) throw new Error(`No form '${formId}'`);
  // The folded help's paragraphs go to a module of their own, loaded as the wizard mounts.
  const { definition } = splitHelpTexts(whole);
  const validators = precompileForm(definition, plansRules, { runtimeModule: keywordRuntimePath });
  // A member-service form sells no plan: its snapshot holds no plan's rules.
  const snapshot = planRulesSnapshot(plansRules, planForm ? planRefsOf(planForm) : []);
  const helpModule = JSON.stringify(`${virtualId}/${formId}${helpSuffix}`);
  // The validators' module exports the definition too (their schemas are its objects).
  return [
    validators,
    `export const planRulesSnapshot = ${JSON.stringify(snapshot)};`,
    `export const loadHelp = () => import(${helpModule}).then((help) => help.default);`,
    '',
  ].join('\n');
}

export function formValidatorsPlugin(): Plugin {
  return {
    name: 'form-validators',
    resolveId(id) {
      return id === virtualId ||
        id === serviceFormsId ||
        id.startsWith(`${virtualId}/`) ||
        id === plansId
        ? `\0${id}`
        : undefined;
    },
    load(id) {
      if (id === `\0${plansId}`) return formPlansSource();
      if (id === `\0${serviceFormsId}`) return serviceFormsSource();
      if (!id.startsWith(resolvedPrefix)) return undefined;
      const formId = id.slice(resolvedPrefix.length + 1);
      return formValidatorsSource(formId === '' ? undefined : formId);
    },
  };
}
