import { fullNameOf, signerOf } from '../../../validators';
import { segmentsOf, valueAt } from '../../definition/answer-path';
import type { FormData, StepDefinition } from '../../definition/types';
import { withSeed } from '../../store/quick-step-continuation';

/**
 * The answers a step opens with: each of its starting answers (the name on a card) set to the
 * full name the application gives first among its sections, where the step has no answer there
 * yet. `asked` are the answers to the steps the application takes, so a name left on a step no
 * longer taken is never offered.
 */
export function withStartingAnswers(
  step: StepDefinition | undefined,
  data: FormData,
  asked: FormData,
): FormData {
  let opened = data;
  for (const { answer, nameOf } of step?.startingAnswers ?? []) {
    if (valueAt(opened, answer) !== undefined) continue;
    const name = fullNameOf(signerOf(asked, nameOf));
    if (name === '') continue;
    const seed = segmentsOf(answer).reduceRight<unknown>((value, key) => ({ [key]: value }), name);
    opened = withSeed(opened, seed as FormData);
  }
  return opened;
}
