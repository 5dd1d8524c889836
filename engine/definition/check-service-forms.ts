import Ajv, { type ValidateFunction } from 'ajv';
import { describeSchemaError } from '../../validators';
import { formDefinitionSchema as definitionSchema } from './definition-schema';
import type { FormFile } from './check-forms';
import { planKeywords } from './plan-keywords';
import { pointerFindings } from './pointer-findings';
import { renderableFindings } from './renderable-findings';
import { DefinitionError, resolveServiceForm, type Fragments } from './resolve-definition';
import type { ServiceFormDefinition } from './types';
import { createAjv } from '../validation/create-ajv';
import { formSchemas } from '../validation/form-validators';
import type { PlanRules } from '../validation/plan-rules';

/** A member-service form: a plan form's id, title and steps, nothing else. */
const serviceFormSchema = {
  type: 'object',
  required: ['formId', 'title', 'steps'],
  additionalProperties: false,
  properties: {
    $schema: { type: 'string' },
    $comment: { type: 'string' },
    formId: definitionSchema.properties.formId,
    title: definitionSchema.properties.title,
    steps: definitionSchema.properties.steps,
  },
  definitions: definitionSchema.definitions,
};

let compiledShape: ValidateFunction | undefined;

function shapeErrors(path: string, content: unknown): string[] {
  compiledShape ??= new Ajv({ allErrors: true, allowUnionTypes: true, verbose: true }).compile(
    serviceFormSchema,
  );
  if (compiledShape(content)) return [];
  const found = new Set<string>();
  for (const error of compiledShape.errors ?? []) {
    if (error.keyword === 'oneOf') continue;
    const { pointer, message } = describeSchemaError(error);
    found.add(`${path}#${pointer}: ${message}`);
  }
  return [...found];
}

/** The plan keywords a schema uses anywhere: a service form sells no plan to price or place. */
function planKeywordsIn(node: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(node)) node.forEach((item) => planKeywordsIn(item, found));
  else if (node !== null && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if ((planKeywords as readonly string[]).includes(key)) found.add(key);
      planKeywordsIn(value, found);
    }
  }
  return found;
}

/**
 * `npm run check:catalogue` for member-service forms (forms/member-services/): each has the shape
 * of a form's id, title and steps, its fragments resolve, its ids are unique among every form
 * (`takenIds`: the plan forms'), its steps use no plan keyword, need nothing the renderer leaves
 * out, and compile with the engine's keywords.
 */
export function checkServiceForms(
  files: FormFile[],
  fragments: Fragments,
  rules: PlanRules,
  takenIds: readonly string[] = [],
): string[] {
  const errors: string[] = [];
  const ajv = createAjv(rules);
  const seen = new Set(takenIds);
  for (const file of files) {
    if (file.content === null || typeof file.content !== 'object' || Array.isArray(file.content)) {
      errors.push(`${file.path}: / must be an object`);
      continue;
    }
    let definition: ServiceFormDefinition;
    try {
      definition = resolveServiceForm(file.content as ServiceFormDefinition, fragments);
    } catch (error) {
      if (!(error instanceof DefinitionError)) throw error;
      errors.push(`${file.path}: ${error.message}`);
      continue;
    }
    const priced = [...planKeywordsIn(definition.steps)];
    for (const keyword of priced) {
      errors.push(`${file.path}: a member-service form sells no plan: '${keyword}' names none`);
    }
    if (priced.length > 0) continue;
    // The shape is checked once fragments are inlined: a whole step may come from a fragment.
    const shape = shapeErrors(file.path, definition);
    if (shape.length > 0) {
      errors.push(...shape);
      continue;
    }
    if (seen.has(definition.formId)) {
      errors.push(`formId '${definition.formId}' is used by more than one form`);
    }
    seen.add(definition.formId);
    const stepIds = definition.steps.map((step) => step.id);
    for (const id of stepIds.filter((value, i) => stepIds.indexOf(value) !== i)) {
      errors.push(`${file.path}: /steps step id '${id}' is used twice`);
    }
    errors.push(...pointerFindings(file.path, definition));
    errors.push(...renderableFindings(file.path, definition));
    for (const [key, schema] of Object.entries(formSchemas(definition))) {
      try {
        ajv.compile(schema);
      } catch (error) {
        errors.push(
          `${file.path}: ${key} ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
  }
  return errors;
}
