import type { FormDefinition } from '../../definition/types';
import { formVersionOf } from '../../migrations/form-version';
import type { ApplicationStore } from '../../store/application-store';
import { laterModule } from '../wizard/later-module';

// Most visitors have no saved application, or one saved under today's version of its form: the
// migrations are not part of the route's JavaScript (the 150 KB budget) and load only for answers
// saved under another version.
export const savedAnswersMigration = laterModule(
  () => import('../../migrations/migrate-saved-answers'),
);

/** Whether the store holds this form's answers saved under a version other than today's. */
export function savedUnderAnotherVersion(
  store: ApplicationStore,
  definition: Pick<FormDefinition, 'appId' | 'formId' | 'version'>,
): boolean {
  const stored = store.getState().entry(definition.appId, definition.formId);
  return stored !== undefined && (stored.formVersion ?? 1) !== formVersionOf(definition);
}
