import type { JsonSchema, StepsDefinition } from '../definition/types';
import { isRecord } from '../../validators';

/** What saved answers depend on in a form version: its steps and where each answer sits. */
export interface FormShape {
  /** Step ids, in order. */
  steps: string[];
  /** JSON pointers of every section and field the steps ask, sorted. */
  pointers: string[];
}

function collectPointers(schema: JsonSchema, prefix: string, out: Set<string>): void {
  const properties = schema.properties;
  if (!isRecord(properties)) return;
  for (const [key, sub] of Object.entries(properties)) {
    const pointer = `${prefix}/${key}`;
    out.add(pointer);
    if (isRecord(sub)) collectPointers(sub, pointer, out);
  }
}

/** The steps and answer pointers of a definition (fragments inlined). */
export function formShape(definition: Pick<StepsDefinition, 'steps'>): FormShape {
  const pointers = new Set<string>();
  for (const step of definition.steps) collectPointers(step.schema, '', pointers);
  return { steps: definition.steps.map((step) => step.id), pointers: [...pointers].sort() };
}

/** Wording, not shape: a saved answer fits a field whatever its title or help says. */
const wordingKeys = new Set(['title', 'description', '$comment', 'examples']);

function canonical(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(canonical);
  if (!isRecord(node)) return node;
  return Object.fromEntries(
    Object.keys(node)
      .filter((key) => !wordingKeys.has(key))
      .sort()
      .map((key) => [key, canonical(node[key])]),
  );
}

/**
 * The part of a definition saved answers depend on, as one string to hash: each step's id,
 * schema and condition, keys sorted, titles and descriptions left out (reworded questions need
 * no new version), the uiSchema left out (how a field is shown does not change its answer).
 */
export function shapeText(definition: Pick<StepsDefinition, 'steps'>): string {
  return JSON.stringify(
    definition.steps.map((step) =>
      canonical({ id: step.id, schema: step.schema, condition: step.condition ?? null }),
    ),
  );
}
