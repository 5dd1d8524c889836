import {
  askedAnswers,
  createAjv,
  enteredSteps,
  runtimeValidators,
  sensitivePaths,
  type FieldErrors,
  type FormData,
  type FormDefinition,
  type FormValidators,
} from '../../../engine';
import { formById, formDefinitions, plansRules } from '../../../forms';
import { ApiError } from '../../http/api-error';
import { messages } from '../../../validators';

export interface ServedForm {
  definition: FormDefinition;
  validators: FormValidators;
  sensitive: string[][];
}

const served = new Map<string, ServedForm>();
const ajv = createAjv(plansRules);

/** A form by id with its validators: the same schemas and keywords the browser runs. */
export function servedForm(appId: string, formId: string): ServedForm {
  let form = served.get(formId);
  if (!form) {
    const definition = formById(formId);
    if (!definition) throw new ApiError(404, messages.nothingFound);
    form = {
      definition,
      validators: runtimeValidators(definition, plansRules, ajv),
      sensitive: sensitivePaths(definition),
    };
    served.set(formId, form);
  }
  if (form.definition.appId !== appId)
    throw new ApiError(400, messages.checkFormFields, { appId: messages.invalid });
  return form;
}

/**
 * What a submission must pass: nothing beyond the answers to the steps the answers lead to
 * (no field a step does not declare, no section of a step not taken), and every entered
 * step's schema, in order.
 */
export function applicationErrors(form: ServedForm, data: FormData): FieldErrors {
  const { unasked } = askedAnswers(form, data);
  const errors: FieldErrors = Object.fromEntries(unasked.map((path) => [path, messages.invalid]));
  for (const stepId of enteredSteps(form, data)) {
    Object.assign(errors, form.validators.validateStep(stepId, data));
  }
  return errors;
}

/** Only the sections the form asks for: nothing else is stored. */
export function knownSections(form: ServedForm, data: FormData): FormData {
  const sections = new Set(
    form.definition.steps.flatMap((step) =>
      Object.keys((step.schema.properties as object | undefined) ?? {}),
    ),
  );
  return Object.fromEntries(Object.entries(data).filter(([key]) => sections.has(key)));
}

export const formIds = (): string[] => formDefinitions.map((definition) => definition.formId);
