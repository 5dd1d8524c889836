import type { FormData, FormDefinition } from '../../definition/types';
import { answerChanged } from '../../machine/withdrawn-confirmations';
import { fieldPathOf, schemaAt, valueAt } from '../../definition/answer-path';
import { labelOf } from '../page/field-labels';

/** The label of the answer at a pointer, from the step that asks it. */
function answerLabel(definition: FormDefinition, pointer: string): string {
  const path = fieldPathOf(pointer);
  const asking = definition.steps.find((step) => schemaAt(step.schema, path) !== undefined);
  return asking ? labelOf(asking.schema, path) : path;
}

/**
 * For each step whose confirmations an answer change withdrew (`confirmAgainWhenChanged`), why it
 * is asked again: the applicant finds a box unticked that they ticked, and is told which answer
 * changed and what to confirm again, not left to think the page lost it.
 */
export function confirmAgainNotices(
  definition: FormDefinition,
  before: FormData,
  after: FormData,
): Record<string, string> {
  const notices: Record<string, string> = {};
  for (const step of definition.steps) {
    const reasons: string[] = [];
    const withdrawn: string[] = [];
    for (const { answer, confirmations } of step.confirmAgainWhenChanged ?? []) {
      const taken = confirmations.filter(
        (pointer) => valueAt(before, pointer) === '1' && valueAt(after, pointer) !== '1',
      );
      if (!answerChanged(before, after, answer) || taken.length === 0) continue;
      reasons.push(answerLabel(definition, answer));
      withdrawn.push(...taken.map((pointer) => labelOf(step.schema, fieldPathOf(pointer))));
    }
    if (withdrawn.length > 0)
      notices[step.id] =
        `Your answer to ${reasons.join(' and ')} changed, so please confirm this again: ${withdrawn.join(' ')}`;
  }
  return notices;
}
