import type { FormData, StepDefinition } from '../../definition/types';
import { sensitivePathsOf } from '../../store/sensitive-fields';
import { segmentsOf, valueAt } from '../../definition/answer-path';
import { labelOf } from '../page/field-labels';
import { isRecord } from '../../../validators';

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

/** The labels of the step's fields among `pointers` (answers of the whole form), in their order. */
export function changedLabels(step: StepDefinition, pointers: readonly string[]): string[] {
  const sections = isRecord(step.schema.properties) ? step.schema.properties : {};
  return pointers
    .map(segmentsOf)
    .filter((segments) => Object.hasOwn(sections, segments[0] ?? ''))
    .map((segments) => labelOf(step.schema, segments.join('.')));
}

/** The wording for answers saved under an earlier version of the form that no longer fit it. */
export function changedAgainText(labels: readonly string[]): string {
  const one = labels.length === 1;
  return `This application has changed since your answers were saved, so please check ${one ? 'this answer' : 'these answers'} again: ${labels.join(', ')}.`;
}

/**
 * On a step passed before a reload, on another device or in an application saved to finish
 * later, whose sensitive answers were not kept: says why they are asked again, so the applicant
 * does not think the rest was lost too. Answers saved under an earlier version of the form that
 * no longer fit it (`changed`, JSON pointers) are named too, with why.
 */
export function AskedAgainNotice({
  step,
  data,
  changed = [],
}: {
  step: StepDefinition;
  data: FormData;
  changed?: readonly string[];
}) {
  const labels = missingSensitiveLabels(step, data);
  const changedHere = changedLabels(step, changed);
  return (
    <>
      {labels.length > 0 && <p className="asked-again">{askedAgainText(labels)}</p>}
      {changedHere.length > 0 && <p className="asked-again">{changedAgainText(changedHere)}</p>}
    </>
  );
}
