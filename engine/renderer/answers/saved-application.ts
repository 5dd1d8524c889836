import type { Form } from '../../definition/form';
import type { StepMachineInput } from '../../machine/create-step-machine';
import { enteredSteps, knownSteps, stillPassedSteps } from '../../machine/step-order';
import type { MigratedAnswers, migrateSavedAnswers } from '../../migrations/migrate-saved-answers';
import type { ApplicationStore } from '../../store/application-store';
import { confirmationShown } from '../page/step-history';

/** Where the wizard starts: the step machine's input and what the wizard shows beside it. */
export interface SavedApplication extends StepMachineInput {
  /** The full application a finished Quick Step continues with. */
  continueWith: string | undefined;
  /** Steps passed before that must be answered again (their answers no longer fit). */
  askedAgain: string[];
  /** The answers a migration to today's form changed, named on the steps asked again. */
  changedAnswers: string[];
  /** Answers brought to today's version of the form, for the store to keep. */
  migrated?: MigratedAnswers;
}

/**
 * The application as the store holds it when the wizard opens: its confirmation again when the
 * browser's entry shows one, else the answers and passed steps (migrated first when saved under
 * another version of the form), each step passed before still passed only if its answers pass.
 */
export function savedApplication(
  store: ApplicationStore,
  form: Form,
  /** The browser's current history entry, read only when a finished application is stored. */
  historyState: () => unknown,
  migrate?: typeof migrateSavedAnswers,
): SavedApplication {
  const { definition, validators } = form;
  const { appId, formId } = definition;
  // Back (or a reload) onto this form's confirmation shows it again, not a fresh application.
  const finished = store.getState().finished[appId]?.[formId];
  if (finished && confirmationShown(historyState(), formId)) {
    const { applicationId, referenceNumber, status, continueWith, downloadKey, summary } = finished;
    return {
      finished: {
        applicationId,
        referenceNumber,
        status,
        ...(downloadKey ? { downloadKey } : {}),
        ...(summary ? { summary } : {}),
      },
      continueWith,
      askedAgain: [],
      changedAnswers: [],
    };
  }
  // Saved under an earlier version of the form: brought to today's (migrations declared in
  // the form), the answers that no longer fit named to be asked again.
  const stored = store.getState().entry(appId, formId);
  const migrated: MigratedAnswers | undefined =
    stored && migrate
      ? migrate(
          definition,
          {
            version: stored.formVersion,
            data: stored.data,
            tempData: stored.tempData,
            passedSteps: stored.passedSteps,
          },
          validators,
        )
      : undefined;
  // Saved under today's version, the answers are as they were: each passed step named once.
  const entry = migrated
    ? { ...stored, ...migrated }
    : stored && { ...stored, passedSteps: [...new Set(stored.passedSteps)] };
  const data = { ...entry?.tempData, ...entry?.data };
  const saved = knownSteps(definition, entry?.passedSteps ?? []);
  const passedSteps = stillPassedSteps(validators, data, saved);
  // Had the review been reached, or steps passed beyond one asked again (its sensitive answers
  // are not kept)? Then each step asked again leads straight on to the next one still to
  // answer, and on to the review, not through the steps already passed.
  const reachedReview = enteredSteps(form, data).every((id) => saved.includes(id));
  const askedAgain = saved.filter((id) => !passedSteps.includes(id));
  return {
    data,
    passedSteps,
    returnToReview: saved.length > 0 && (reachedReview || askedAgain.length > 0),
    continueWith: undefined,
    askedAgain,
    changedAnswers: migrated?.askAgain ?? [],
    ...(stored && migrated && (stored.formVersion ?? 1) !== migrated.version ? { migrated } : {}),
  };
}
