import type { Form } from '../definition/form';
import type Ajv from 'ajv';
import type { StepsDefinition } from '../definition/types';
import { createAjv } from './create-ajv';
import {
  formSchemas,
  formValidators,
  type CompiledForm,
  type FormValidators,
} from './form-validators';
import type { PlanRules } from './plan-rules';

export function compileForm(definition: StepsDefinition, ajv: Ajv): CompiledForm {
  const compiled: CompiledForm = {};
  for (const [key, schema] of Object.entries(formSchemas(definition))) {
    compiled[key] = ajv.compile(schema);
  }
  return compiled;
}

/** Runtime-compiled validators, for the server and tests (the browser loads precompiled ones). */
export function runtimeValidators(
  definition: StepsDefinition,
  rules: PlanRules,
  ajv?: Ajv,
): FormValidators {
  return formValidators(definition, compileForm(definition, ajv ?? createAjv(rules)));
}

/** A form with its validators compiled here and now: on the server, in tests and tools. */
export function runtimeForm<Definition extends StepsDefinition>(
  definition: Definition,
  rules: PlanRules,
  ajv?: Ajv,
): Form<Definition> {
  return { definition, validators: runtimeValidators(definition, rules, ajv) };
}
