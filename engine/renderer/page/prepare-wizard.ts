import type { FormDefinition } from '../../definition/types';
import type { ApplicationStore } from '../../store/application-store';
import { reviewModule } from '../review/LazyReview';
import { askedAgainModule } from '../wizard/LaterNotices';
import {
  savedAnswersMigration,
  savedUnderAnotherVersion,
} from '../answers/saved-answers-migration';

/**
 * Loads, before the wizard opens, the code on demand its opening step needs, so it opens whole at
 * once (the site calls it while it loads the form): the migrations for answers saved under
 * another version of the form; for an application resumed past its first step, the review (it
 * may open there) and the notice saying why answers not kept are asked again; for one already
 * sent, the review's module, which shows its confirmation again. A new application needs none of
 * it to open.
 */
export async function prepareWizard(
  store: ApplicationStore,
  definition: Pick<FormDefinition, 'appId' | 'formId' | 'version'>,
): Promise<void> {
  const stored = store.getState().entry(definition.appId, definition.formId);
  const resumed = stored !== undefined && stored.passedSteps.length > 0;
  const sent = store.getState().finished[definition.appId]?.[definition.formId] !== undefined;
  await Promise.all([
    savedUnderAnotherVersion(store, definition) ? savedAnswersMigration() : undefined,
    resumed || sent ? reviewModule() : undefined,
    resumed ? askedAgainModule() : undefined,
  ]);
}
