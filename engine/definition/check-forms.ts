import Ajv, { type ValidateFunction } from 'ajv';
import { describeSchemaError } from '../../validators';
import { formDefinitionSchema as definitionSchema } from './definition-schema';
import { pointerFindings } from './pointer-findings';
import { renderableFindings } from './renderable-findings';
import { DefinitionError, resolveDefinition, type Fragments } from './resolve-definition';
import { seedFindings } from './seed-findings';
import { spouseContinuationFindings } from './quick-step';
import type { FormDefinition } from './types';
import { createAjv } from '../validation/create-ajv';
import { formSchemas } from '../validation/form-validators';
import type { PlanRules } from '../validation/plan-rules';
import { planCodeFindings, withPlanCodes } from './plan-codes';
import { fixedPremiumFindings, withFixedPremium } from './fixed-premium';
import { unmarkedSensitiveFields } from '../store/sensitive-fields';
import { intermediateDataFindings } from '../store/intermediate-data';

export interface FormFile {
  /** Where the definition lives, for the messages (e.g. 'forms/<plan>/<variant>.json'). */
  path: string;
  content: unknown;
}

let compiledShape: ValidateFunction<FormDefinition> | undefined;

/** Compiled on first use: importing the engine in a browser must never compile a schema. */
function validateShape(content: unknown): ValidateFunction<FormDefinition> | undefined {
  // verbose: a refused value's description names what the schema refuses (a reserved step id).
  compiledShape ??= new Ajv({
    allErrors: true,
    allowUnionTypes: true,
    verbose: true,
  }).compile<FormDefinition>(definitionSchema);
  return compiledShape(content) ? undefined : compiledShape;
}

function shapeErrors(path: string, content: unknown): string[] {
  const validate = validateShape(content);
  if (!validate) return [];
  const found = new Set<string>();
  for (const error of validate.errors ?? []) {
    // A oneOf failure repeats what its branches said; the branches alone say what is wrong.
    if (error.keyword === 'oneOf') continue;
    const { pointer, message } = describeSchemaError(error);
    found.add(`${path}#${pointer}: ${message}`);
  }
  return [...found];
}

function isObject(value: unknown): value is FormDefinition {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function duplicates(values: string[]): string[] {
  return values.filter((value, i) => values.indexOf(value) !== i);
}

/**
 * `npm run check:catalogue` for forms: every definition matches the form-definition schema, its
 * fragments resolve, its ids are unique, its plan keywords point at fields of the form, its steps
 * need nothing the engine's rjsf registry leaves out, its Quick Step continuations exist, a field
 * sensitive in one form is sensitive in every form asking it, and (given the plan rules) its plan exists, every step schema compiles with the custom keywords,
 * and its Quick Step seed answers are valid answers of the full applications they seed.
 * Answers readable errors naming the file and the field; none when all is well.
 */
export function checkForms(files: FormFile[], fragments: Fragments, rules?: PlanRules): string[] {
  const errors: string[] = [];
  const definitions: Array<{ path: string; definition: FormDefinition }> = [];
  for (const file of files) {
    if (!isObject(file.content)) {
      errors.push(`${file.path}: / must be an object`);
      continue;
    }
    let definition: FormDefinition;
    try {
      definition = resolveDefinition(file.content, fragments);
    } catch (error) {
      if (!(error instanceof DefinitionError)) throw error;
      errors.push(`${file.path}: ${error.message}`);
      continue;
    }
    // The shape is checked once fragments are inlined: a whole step may come from a fragment.
    const found = shapeErrors(file.path, definition);
    errors.push(...found);
    if (found.length > 0) continue;
    // Code fields are held against the plan as written, then checked as the product serves them:
    // with their choices from the catalogue.
    if (rules) errors.push(...planCodeFindings(file.path, definition, rules));
    if (rules) errors.push(...fixedPremiumFindings(file.path, definition, rules));
    definitions.push({
      path: file.path,
      definition: rules ? withFixedPremium(withPlanCodes(definition, rules), rules) : definition,
    });
  }
  for (const formId of duplicates(definitions.map((d) => d.definition.formId))) {
    errors.push(`formId '${formId}' is used by more than one form`);
  }
  const formsById = new Map(definitions.map((d) => [d.definition.formId, d.definition]));
  // The browser keeps one list of sensitive fields for every form (sensitivePathsOfAll).
  const fileOf = new Map(definitions.map((d) => [d.definition.formId, d.path]));
  for (const { formId, path, markedIn } of unmarkedSensitiveFields(
    definitions.map((d) => d.definition),
  )) {
    errors.push(
      `${fileOf.get(formId) ?? formId}: field '${path}' is sensitive in form '${markedIn}' ` +
        'and must be marked "sensitive": true here too',
    );
  }
  const ajv = rules ? createAjv(rules) : undefined;
  const compiled: Array<{ path: string; definition: FormDefinition }> = [];
  for (const { path, definition } of definitions) {
    for (const stepId of duplicates(definition.steps.map((step) => step.id))) {
      errors.push(`${path}: /steps step id '${stepId}' is used twice`);
    }
    errors.push(...pointerFindings(path, definition));
    errors.push(...intermediateDataFindings(path, definition));
    errors.push(...renderableFindings(path, definition));
    for (const [kind, formId] of Object.entries(definition.quickStep?.fullAppFormId ?? {})) {
      if (!formsById.has(formId)) {
        errors.push(`${path}: /quickStep/fullAppFormId/${kind} names no form ('${formId}')`);
      }
    }
    errors.push(...spouseContinuationFindings(path, definition.quickStep));
    if (!rules || !ajv) continue;
    if (!rules.hasVariant(definition.plan)) {
      errors.push(
        `${path}: /plan names no plan variant ('${definition.plan.plan}' '${definition.plan.variant}')`,
      );
      continue;
    }
    let compiles = true;
    for (const [key, schema] of Object.entries(formSchemas(definition))) {
      try {
        ajv.compile(schema);
      } catch (error) {
        compiles = false;
        errors.push(`${path}: ${key} ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    if (compiles) compiled.push({ path, definition });
  }
  // Once every form's schemas are known to compile: a seed is checked against another form's.
  for (const { path, definition } of compiled) {
    if (!ajv) break;
    try {
      errors.push(...seedFindings(path, definition, formsById, ajv));
    } catch (error) {
      errors.push(
        `${path}: /quickStep/seed ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  return errors;
}
