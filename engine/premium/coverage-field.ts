import type { FormDefinition } from '../definition/types';
import { isPlanKeywordValue, type PlanKeywordValue } from '../validation/keyword-params';

export interface CoverageField {
  /** JSON pointer to the coverage amount in the answers. */
  pointer: string;
  keyword: PlanKeywordValue;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function findIn(schema: unknown, pointer: string): CoverageField | undefined {
  if (!isRecord(schema)) return undefined;
  if (isPlanKeywordValue(schema.coverageForPlan)) {
    return { pointer, keyword: schema.coverageForPlan };
  }
  if (!isRecord(schema.properties)) return undefined;
  for (const [key, property] of Object.entries(schema.properties)) {
    const found = findIn(property, `${pointer}/${key}`);
    if (found) return found;
  }
  return undefined;
}

const found = new WeakMap<FormDefinition, CoverageField | null>();

/** The field whose coverageForPlan keyword prices the application: the first in step order. */
export function coverageFieldOf(definition: FormDefinition): CoverageField | undefined {
  let field = found.get(definition);
  if (field === undefined) {
    field = null;
    for (const step of definition.steps) {
      field = findIn(step.schema, '') ?? null;
      if (field) break;
    }
    found.set(definition, field);
  }
  return field ?? undefined;
}
