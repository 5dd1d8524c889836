import { planKeywords } from '../definition/plan-keywords';
import type { FormDefinition } from '../definition/types';
import { isPlanKeywordValue } from './keyword-params';
import type { SnapshotRef } from './plan-rules-snapshot';

function collect(node: unknown, out: SnapshotRef[]): void {
  if (Array.isArray(node)) {
    for (const item of node) collect(item, out);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const record = node as Record<string, unknown>;
  for (const keyword of planKeywords) {
    const value = record[keyword];
    if (!isPlanKeywordValue(value)) continue;
    const ref: SnapshotRef = { plan: value.plan, variant: value.variant };
    if (value.terms) ref.terms = [...value.terms];
    out.push(ref);
  }
  for (const child of Object.values(record)) collect(child, out);
}

/**
 * The plans a resolved definition asks PlanRules about: its own, and those its plan keywords
 * name, with the terms a keyword writes itself. What its plan-rules snapshot must hold.
 */
export function planRefsOf(definition: FormDefinition): SnapshotRef[] {
  const refs: SnapshotRef[] = [{ plan: definition.plan.plan, variant: definition.plan.variant }];
  for (const step of definition.steps) collect(step.schema, refs);
  return refs;
}
