import type { AnswerChange } from './types';

/**
 * The passed steps after one change: a step split is passed as each of its parts (a part whose
 * answers no longer hold is asked again by the wizard), steps merged are passed as one only
 * when every one of them was passed. Answer changes leave the steps as they are.
 */
export function applyStepChange(passedSteps: readonly string[], change: AnswerChange): string[] {
  if ('splitStep' in change) {
    return passedSteps.flatMap((id) => (id === change.splitStep ? change.into : [id]));
  }
  if ('mergeSteps' in change) {
    const merged = change.mergeSteps;
    const allPassed = merged.every((id) => passedSteps.includes(id));
    const last = passedSteps.findLastIndex((id) => merged.includes(id));
    return passedSteps.flatMap((id, index) => {
      if (!merged.includes(id)) return [id];
      return allPassed && index === last ? [change.into] : [];
    });
  }
  return [...passedSteps];
}
