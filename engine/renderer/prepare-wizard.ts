import type { FormDefinition } from '../definition/types';
import type { ApplicationStore } from '../store/application-store';
import { reviewModule } from './lazy-review';
import { savedAnswersMigration, savedUnderAnotherVersion } from './saved-answers-migration';

/**
 * Loads, before the wizard opens, the code on demand its opening step needs, so it opens whole at
 * once (the site calls it while it loads the form): the migrations for answers saved under
 * another version of the form, and the review for an application resumed past its first step
 * (it may open there). A new application needs none of it to open.
 */
export async function prepareWizard(
  store: ApplicationStore,
  definition: Pick<FormDefinition, 'appId' | 'formId' | 'version'>,
): Promise<void> {
  const stored = store.getState().entry(definition.appId, definition.formId);
  const resumed = stored !== undefined && stored.passedSteps.length > 0;
  await Promise.all([
    savedUnderAnotherVersion(store, definition) ? savedAnswersMigration() : undefined,
    resumed ? reviewModule() : undefined,
  ]);
}
