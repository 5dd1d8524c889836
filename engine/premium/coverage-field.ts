import type { FormDefinition } from '../definition/types';
import { isPlanKeywordValue, type PlanKeywordValue } from '../validation/keyword-params';
import { isRecord } from '../../validators';

export interface CoverageField {
  /** JSON pointer to the coverage amount in the answers. */
  pointer: string;
  keyword: PlanKeywordValue;
  /** The title of the section holding it, naming whose coverage it is ('Child 1'). */
  title: string;
}

function findIn(schema: unknown, pointer: string, title: string, out: CoverageField[]): void {
  if (!isRecord(schema)) return;
  if (isPlanKeywordValue(schema.coverageForPlan)) {
    out.push({ pointer, keyword: schema.coverageForPlan, title });
    return;
  }
  if (!isRecord(schema.properties)) return;
  const own = typeof schema.title === 'string' ? schema.title : title;
  for (const [key, property] of Object.entries(schema.properties))
    findIn(property, `${pointer}/${key}`, own, out);
}

const found = new WeakMap<FormDefinition, CoverageField[]>();

/**
 * The fields whose coverageForPlan keyword prices the application, in step order: the
 * applicant's, then those of other people it insures (a spouse, each dependent child).
 */
export function coverageFieldsOf(definition: FormDefinition): CoverageField[] {
  let fields = found.get(definition);
  if (fields === undefined) {
    fields = [];
    for (const step of definition.steps) findIn(step.schema, '', step.title, fields);
    found.set(definition, fields);
  }
  return fields;
}

/** The field pricing the applicant's own coverage: the first in step order. */
export function coverageFieldOf(definition: FormDefinition): CoverageField | undefined {
  return coverageFieldsOf(definition)[0];
}
