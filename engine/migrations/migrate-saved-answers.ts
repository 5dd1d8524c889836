import type { FormData, FormDefinition, StepsDefinition } from '../definition/types';
import { knownSteps } from '../machine/step-order';
import { sensitivePathsOf } from '../store/sensitive-fields';
import type { FormValidators } from '../validation/form-validators';
import { pointerOf, valueAt } from '../definition/answer-path';
import { applyAnswerChange } from './answer-changes';
import { formVersionOf } from './form-version';
import { applyStepChange } from './step-changes';
import type { FormMigration } from './types';

/** Answers as they were saved: in the browser, in a server draft, or for save-and-return. */
export interface SavedAnswers {
  /** The form version they were saved under; none means version 1 (saved before versions). */
  version?: number;
  data: FormData;
  tempData?: FormData;
  passedSteps: readonly string[];
}

export interface MigratedAnswers {
  /** The form's version, which the answers now fit. */
  version: number;
  data: FormData;
  tempData: FormData;
  /** The passed steps that are steps of today's form, in order (not yet validated). */
  passedSteps: string[];
  /** The last passed step before the first that no longer holds on the migrated answers. */
  lastPassedStep?: string;
  /**
   * JSON pointers of answers on passed steps that the migrated answers no longer give validly
   * (refused, or asked for the first time): the wizard asks them again and says why. Missing
   * sensitive answers are not among them: they are asked again after any reload.
   */
  askAgain: string[];
}

type Versioned = Pick<StepsDefinition, 'steps'> & {
  version?: number;
  migrations?: FormMigration[];
};

/** Pointers of a passed step's fields refused on `data`, missing sensitive ones left out. */
function refusedOnStep(
  definition: Versioned,
  validators: FormValidators,
  stepId: string,
  data: FormData,
): string[] {
  const step = definition.steps.find((s) => s.id === stepId);
  if (!step) return [];
  const missingSensitive = new Set(
    sensitivePathsOf(step.schema)
      .filter((path) => valueAt(data, path.join('/')) === undefined)
      .map((path) => `/${path.join('/')}`),
  );
  // A section holding only a sensitive answer is missing as a whole: it is that answer's notice.
  const onlySensitive = (pointer: string) =>
    valueAt(data, pointer) === undefined &&
    [...missingSensitive].some((missing) => missing.startsWith(`${pointer}/`));
  return Object.keys(validators.validateStep(stepId, data))
    .map(pointerOf)
    .filter((pointer) => !missingSensitive.has(pointer) && !onlySensitive(pointer));
}

/**
 * Saved answers brought to today's form: the migrations of every version after the one they were
 * saved under are applied in order (answers moved, renamed or dropped; steps split or merged),
 * passed steps no longer in the form are forgotten, and, given the form's validators, the answers
 * of passed steps that no longer fit are listed to be asked again. Answers saved under a version
 * the form does not know (a later release's) are taken as they are. Never throws: what is saved
 * is whatever a browser or an older release wrote.
 */
export function migrateSavedAnswers(
  definition: Versioned | FormDefinition,
  saved: SavedAnswers,
  validators?: FormValidators,
): MigratedAnswers {
  const version = formVersionOf(definition);
  const from = saved.version ?? 1;
  let data = saved.data;
  let tempData = saved.tempData ?? {};
  let passed = [...saved.passedSteps];
  const pending = (definition.migrations ?? [])
    .filter((migration) => migration.version > from && migration.version <= version)
    .sort((a, b) => a.version - b.version);
  for (const migration of pending) {
    for (const change of migration.changes) {
      data = applyAnswerChange(data, change);
      tempData = applyAnswerChange(tempData, change);
      passed = applyStepChange(passed, change);
    }
  }
  const passedSteps = knownSteps(definition as FormDefinition, [...new Set(passed)]);
  if (!validators) {
    return {
      version,
      data,
      tempData,
      passedSteps,
      lastPassedStep: passedSteps.at(-1),
      askAgain: [],
    };
  }
  // Sensitive answers are never saved: a step missing only those still holds for the clamp.
  const refused = passedSteps.map((id) => refusedOnStep(definition, validators, id, data));
  const firstBroken = refused.findIndex((pointers) => pointers.length > 0);
  const holding = firstBroken === -1 ? passedSteps : passedSteps.slice(0, firstBroken);
  return {
    version,
    data,
    tempData,
    passedSteps,
    lastPassedStep: holding.at(-1),
    // Within one version nothing changed shape: a step refused now (a plan's limits changed) is
    // asked again as it always was, without a notice about the form.
    askAgain: from < version ? refused.flat() : [],
  };
}
