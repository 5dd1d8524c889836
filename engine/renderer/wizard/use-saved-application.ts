import { useEffect, useState } from 'react';
import type { Form } from '../../definition/form';
import type { migrateSavedAnswers } from '../../migrations/migrate-saved-answers';
import type { ApplicationStore } from '../../store/application-store';
import { savedApplication, type SavedApplication } from '../answers/saved-application';

/**
 * The application as the store holds it, read once when the wizard mounts (savedApplication).
 * Answers migrated from another version of the form are written back under today's once the
 * wizard shows.
 */
export function useSavedApplication(
  store: ApplicationStore,
  form: Form,
  migrate: typeof migrateSavedAnswers | undefined,
): SavedApplication {
  const [saved] = useState(() =>
    savedApplication(store, form, () => window.history.state, migrate),
  );
  const { appId, formId } = form.definition;
  useEffect(() => {
    if (saved.migrated) store.getState().migrateEntry(appId, formId, saved.migrated);
  }, [store, appId, formId, saved]);
  return saved;
}
