import type Ajv from 'ajv';
import { toFieldErrors } from '../validation/field-errors';
import type { FormData, FormDefinition, JsonSchema } from './types';
import { isRecord } from '../../validators';

const escape = (key: string): string => key.replace(/~/g, '~0').replace(/\//g, '~1');

interface SeedAnswer {
  /** JSON pointer inside the seed, e.g. '/service/branch'. */
  pointer: string;
  keys: string[];
}

/** Each answer a seed sets: its leaves (an object value is a section, not an answer). */
function answersOf(seed: FormData, keys: string[] = []): SeedAnswer[] {
  return Object.entries(seed).flatMap(([key, value]) =>
    isRecord(value)
      ? answersOf(value, [...keys, key])
      : [{ pointer: [...keys, key].map((k) => `/${escape(k)}`).join(''), keys: [...keys, key] }],
  );
}

/** Whether a step schema asks for the field at `keys`. */
function asks(schema: JsonSchema, keys: string[]): boolean {
  let node: unknown = schema;
  for (const key of keys) {
    const properties = isRecord(node) ? node.properties : undefined;
    if (!isRecord(properties) || !(key in properties)) return false;
    node = properties[key];
  }
  return true;
}

/**
 * A Quick Step's `seed` answers, checked against the full application each kind continues
 * with: every answer must be a field one of its steps asks for, valid under that step's schema.
 * Reported as `file#/pointer` (the seed's answer in the Quick Step's file).
 */
export function seedFindings(
  path: string,
  definition: FormDefinition,
  formsById: ReadonlyMap<string, FormDefinition>,
  ajv: Ajv,
): string[] {
  const quickStep = definition.quickStep;
  if (!quickStep?.seed) return [];
  const findings: string[] = [];
  for (const kind of ['member', 'spouse'] as const) {
    const seed = quickStep.seed[kind];
    const formId = quickStep.fullAppFormId[kind];
    const full = formId === undefined ? undefined : formsById.get(formId);
    if (!seed || !full) continue;
    for (const answer of answersOf(seed)) {
      const where = `${path}#/quickStep/seed/${kind}${answer.pointer}`;
      const steps = full.steps.filter((step) => asks(step.schema, answer.keys));
      if (steps.length === 0) {
        findings.push(`${where}: no step of '${full.formId}' asks for this answer`);
        continue;
      }
      for (const step of steps) {
        const validate = ajv.compile(step.schema);
        validate(seed);
        const message = toFieldErrors(validate.errors, seed)[answer.keys.join('.')];
        if (message !== undefined) {
          findings.push(`${where}: ${message} (step '${step.id}' of '${full.formId}')`);
        }
      }
    }
  }
  return findings;
}
