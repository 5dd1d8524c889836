// What a form's step paths answer, for tests that walk a path or open a wizard part-way along
// one: in Chromium (tests/e2e) and in a DOM environment alike.
import {
  runtimeForm,
  stepPaths,
  type FormData,
  type FormDefinition,
  type StepPath,
} from '../engine';
import { plansRules } from '../forms';
import { pathContext } from './browser-coverage';

/** The shortest of the form's paths that takes the step `stepId` (a card payment, say). */
export function shortestPathThrough(definition: FormDefinition, stepId: string): StepPath {
  return stepPaths(runtimeForm(definition, plansRules), pathContext)
    .filter((candidate) => candidate.steps.includes(stepId))
    .reduce((a, b) => (b.events.length < a.events.length ? b : a));
}

/** What a path answers on one of its steps (that step's NEXT), or nothing if it skips it. */
export function answersAt(path: StepPath, stepId: string): FormData {
  const event = path.events[path.steps.indexOf(stepId)];
  return event?.type === 'NEXT' ? (event.data ?? {}) : {};
}

/** Everything a path answers, step by step, the later answer of a path winning. */
export const answersOf = (path: StepPath): FormData =>
  path.events.reduce<FormData>((all, e) => (e.type === 'NEXT' ? { ...all, ...e.data } : all), {});
