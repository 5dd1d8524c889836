import type { FormData, StepDefinition } from '../definition/types';
import { sensitivePathsOf } from '../store/sensitive-fields';
import { valueAt } from '../validation/keyword-runtime';
import { labelOf } from './answers';

/** The labels of a step's sensitive fields not answered in `data`, in schema order. */
export function missingSensitiveLabels(step: StepDefinition, data: FormData): string[] {
  return sensitivePathsOf(step.schema)
    .filter((path) => valueAt(data, path.join('/')) === undefined)
    .map((path) => labelOf(step.schema, path.join('.')));
}

/** The wording of the notice, for one field or several. */
export function askedAgainText(labels: readonly string[]): string {
  const one = labels.length === 1;
  return `For your security, ${one ? 'this answer is' : 'these answers are'} not kept while your application is unfinished, so please enter ${one ? 'it' : 'them'} again: ${labels.join(', ')}.`;
}

/**
 * On a step passed before a reload, on another device or in an application saved to finish
 * later, whose sensitive answers were not kept: says why they are asked again, so the applicant
 * does not think the rest was lost too.
 */
export function AskedAgainNotice({ step, data }: { step: StepDefinition; data: FormData }) {
  const labels = missingSensitiveLabels(step, data);
  if (labels.length === 0) return null;
  return <p className="asked-again">{askedAgainText(labels)}</p>;
}
