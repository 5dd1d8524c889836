import type { FieldErrors, FormData, StepsDefinition } from '../definition/types';
import { blankAsMissing } from './blank-answers';
import { toFieldErrors } from './field-errors';
import { withOversizedListsCut } from './oversized-lists';
import type { ErrorObject } from 'ajv';

/** A compiled AJV validate function, runtime-compiled or precompiled (standalone). */
export type ValidateFn = ((data: unknown) => boolean) & {
  errors?: ErrorObject[] | null;
};

/** Compiled functions of one form, keyed as `validatorKeys` names them. */
export type CompiledForm = { [key: string]: ValidateFn | undefined };

export const validatorKeys = {
  step: (stepId: string) => `step:${stepId}`,
  condition: (stepId: string) => `condition:${stepId}`,
  spouse: 'quickStep:spouse',
} as const;

/** What the step machine, renderer and server ask of a form's schemas. */
export interface FormValidators {
  /** The step's errors for this data; empty when the step validates. */
  validateStep(stepId: string, data: FormData): FieldErrors;
  /** Whether the data satisfies the step's entry condition (true when it has none). */
  entersStep(stepId: string, data: FormData): boolean;
  /** A completed Quick Step continues with the spouse application. */
  continuesAsSpouse(data: FormData): boolean;
}

export function formValidators(
  definition: StepsDefinition,
  compiled: CompiledForm,
): FormValidators {
  const fn = (key: string): ValidateFn | undefined => compiled[key];
  return {
    validateStep(stepId, data) {
      const validate = fn(validatorKeys.step(stepId));
      if (!validate) throw new Error(`${definition.formId}: no validator for step '${stepId}'`);
      const step = definition.steps.find((s) => s.id === stepId);
      const answers = withOversizedListsCut(step?.schema, blankAsMissing(data)) as FormData;
      if (validate(answers)) return {};
      return toFieldErrors(validate.errors, answers, step?.schema);
    },
    entersStep(stepId, data) {
      const validate = fn(validatorKeys.condition(stepId));
      return validate ? validate(data) : true;
    },
    continuesAsSpouse(data) {
      const validate = fn(validatorKeys.spouse);
      return validate ? validate(data) : false;
    },
  };
}

/** Every schema of a form by validator key: the steps, their conditions, the Quick Step choice. */
export function formSchemas(definition: StepsDefinition): { [key: string]: object } {
  const schemas: { [key: string]: object } = {};
  for (const step of definition.steps) {
    schemas[validatorKeys.step(step.id)] = step.schema;
    if (step.condition) schemas[validatorKeys.condition(step.id)] = step.condition;
  }
  if (definition.quickStep?.spouseWhen)
    schemas[validatorKeys.spouse] = definition.quickStep.spouseWhen;
  return schemas;
}
