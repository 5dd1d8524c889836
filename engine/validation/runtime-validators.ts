import type Ajv from 'ajv';
import type { FormDefinition } from '../definition/types';
import { createAjv } from './create-ajv';
import {
  formSchemas,
  formValidators,
  type CompiledForm,
  type FormValidators,
} from './form-validators';
import type { PlanRules } from './plan-rules';

export function compileForm(definition: FormDefinition, ajv: Ajv): CompiledForm {
  const compiled: CompiledForm = {};
  for (const [key, schema] of Object.entries(formSchemas(definition))) {
    compiled[key] = ajv.compile(schema);
  }
  return compiled;
}

/** Runtime-compiled validators, for the server and tests (the browser loads precompiled ones). */
export function runtimeValidators(
  definition: FormDefinition,
  rules: PlanRules,
  ajv?: Ajv,
): FormValidators {
  return formValidators(definition, compileForm(definition, ajv ?? createAjv(rules)));
}
