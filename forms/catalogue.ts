import {
  DefinitionError,
  resolveDefinition,
  resolveServiceForm,
  sensitivePaths,
  withFixedPremium,
  withPlanCodes,
  type FormDefinition,
  type FormFile,
  type ServiceFormDefinition,
  type PlanRules,
  type Fragments,
} from '../engine';
import type { FormFolderFiles } from './form-folder';
import { formJson } from './form-json';
import { plansRules } from './plans-rules';

/** A forms folder as the engine takes it. */
export interface FormCatalogue {
  /** Shared fragments by name, as `$ref` names them ('../fragments/applicant.json'). */
  fragments: Fragments;
  /** Every form definition file as written, for `npm run check:catalogue`. */
  formFiles: FormFile[];
  /**
   * Every form, fragments inlined and code fields' choices (duty statuses, branches) written
   * from the plan catalogue: what the renderer, the machines and the server use.
   */
  formDefinitions: FormDefinition[];
  /** Member-service form files (member-services/), for `npm run check:catalogue`. */
  serviceFormFiles: FormFile[];
  /**
   * Forms of the member's own area (a beneficiary update), fragments inlined: not plan
   * applications, so no route, no step paths, no application walk.
   */
  serviceForms: ServiceFormDefinition[];
}

const fragmentsFolder = 'fragments/';
const serviceFormsFolder = 'member-services/';

function resolveFile(file: FormFile, fragments: Fragments, rules: PlanRules): FormDefinition {
  try {
    const resolved = resolveDefinition(file.content as FormDefinition, fragments);
    return withFixedPremium(withPlanCodes(resolved, rules), rules);
  } catch (error) {
    // The engine names the place in the definition; the file is known only here (the same
    // words as checkForms, which cannot run when importing the catalogue fails).
    if (error instanceof DefinitionError)
      throw new Error(`${file.path}: ${error.message}`, { cause: error });
    throw error;
  }
}

/**
 * The fragments and form definitions of a forms folder's files (readFormFolder), code fields
 * filled from `rules` (the plan catalogue's; a test passes its own).
 */
export function formCatalogue(
  files: FormFolderFiles,
  rules: PlanRules = plansRules,
): FormCatalogue {
  const entries = Object.entries(files);
  const fragments: Fragments = Object.fromEntries(
    entries
      .filter(([path]) => path.startsWith(fragmentsFolder))
      .map(([path, content]) => [path.slice(fragmentsFolder.length, -'.json'.length), content]),
  );
  const formFiles = entries
    .filter(([path]) => !path.startsWith(fragmentsFolder) && !path.startsWith(serviceFormsFolder))
    .map(([path, content]) => ({ path: `forms/${path}`, content }));
  const formDefinitions = formFiles.map((file) => resolveFile(file, fragments, rules));
  const serviceFormFiles = entries
    .filter(([path]) => path.startsWith(serviceFormsFolder))
    .map(([path, content]) => ({ path: `forms/${path}`, content }));
  const serviceForms = serviceFormFiles.map((file) => resolveServiceFile(file, fragments));
  return { fragments, formFiles, formDefinitions, serviceFormFiles, serviceForms };
}

function resolveServiceFile(file: FormFile, fragments: Fragments): ServiceFormDefinition {
  try {
    return resolveServiceForm(file.content as ServiceFormDefinition, fragments);
  } catch (error) {
    if (error instanceof DefinitionError)
      throw new Error(`${file.path}: ${error.message}`, { cause: error });
    throw error;
  }
}

export const { fragments, formFiles, formDefinitions, serviceFormFiles, serviceForms } =
  formCatalogue(formJson);

export function serviceFormById(formId: string): ServiceFormDefinition | undefined {
  return serviceForms.find((definition) => definition.formId === formId);
}

export function formById(formId: string): FormDefinition | undefined {
  return formDefinitions.find((definition) => definition.formId === formId);
}

/** What the site mounts: each form's id, route, title and plan. */
export const formRoutes = formDefinitions.map(({ formId, appId, route, title, plan }) => ({
  formId,
  appId,
  route,
  title,
  plan,
}));

/** The sensitive field paths of a form: what the application store never writes to storage. */
export function formSensitivePaths(formId: string): string[][] {
  const definition = formById(formId);
  return definition ? sensitivePaths(definition) : [];
}
