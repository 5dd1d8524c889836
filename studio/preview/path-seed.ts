import {
  reviewStep,
  type ApplicationStore,
  type FormData,
  type FormDefinition,
  type StepPath,
} from '../../engine';

/** What a preview opens with: one step of a generated path, filled with the path's answers. */
export interface PathSeed {
  /** The step the wizard opens at (a step of the form, or the review). */
  stepId: string;
  /** The path's steps before it, passed. */
  passedSteps: string[];
  /** The path's answers of those steps and of the step itself. */
  data: FormData;
}

/**
 * The seed of step `stepId` of a path: its answers of the steps before it and of that step, as
 * the step machine merges them (each NEXT's answers over the ones before), and those steps
 * passed. Undefined when the path does not go through the step.
 */
export function pathSeed(path: StepPath, stepId: string): PathSeed | undefined {
  const at = path.steps.indexOf(stepId);
  if (at < 0) return undefined;
  // The path's i-th NEXT answers its i-th step; the review takes no answers.
  const answers = path.events.flatMap((event) => (event.type === 'NEXT' ? [event.data ?? {}] : []));
  const through = stepId === reviewStep ? answers : answers.slice(0, at + 1);
  return {
    stepId,
    passedSteps: path.steps.slice(0, at),
    data: through.reduce<FormData>((all, data) => ({ ...all, ...data }), {}),
  };
}

/**
 * Writes a seed into an application store as a saved application, so a wizard mounted on the
 * store opens at the seed's step (the first entered step not passed) with every answer shown.
 * The step's own answers go in with the passed ones rather than in the temp data: the wizard
 * lays passed answers over temp data section by section, which would hide a step's answers in a
 * section an earlier step also fills.
 */
export function seedStore(
  store: ApplicationStore,
  definition: Pick<FormDefinition, 'appId' | 'formId'>,
  seed: PathSeed,
): void {
  store.getState().saveStep(definition.appId, definition.formId, seed.data, seed.passedSteps);
}
