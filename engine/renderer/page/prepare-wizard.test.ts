import { describe, expect, it } from 'vitest';
import { createApplicationStore } from '../../store/application-store';
import { memoryStorage } from '../../store/memory-storage';
import { reviewModule } from '../review/LazyReview';
import { askedAgainModule } from '../wizard/LaterNotices';
import { prepareWizard } from './prepare-wizard';
import { savedAnswersMigration } from '../answers/saved-answers-migration';

const form = { appId: 'example', formId: 'example-form', version: 2 };
const storeAt = (version: number) =>
  createApplicationStore({
    storage: memoryStorage(),
    sensitivePaths: () => [],
    formVersion: () => version,
  });

// In this order: each case loads what the one before did not.
describe('what the wizard loads before it opens', () => {
  it('is nothing for a new application: its first step needs none of it', async () => {
    await prepareWizard(storeAt(2), form);
    expect(reviewModule.loaded).toBeUndefined();
    expect(askedAgainModule.loaded).toBeUndefined();
    expect(savedAnswersMigration.loaded).toBeUndefined();
  });

  it('is the review and the asked-again notice for an application resumed further on', async () => {
    const store = storeAt(2);
    store.getState().saveStep(form.appId, form.formId, { a: 1 }, ['first']);
    await prepareWizard(store, form);
    expect(reviewModule.loaded).toBeDefined();
    expect(askedAgainModule.loaded).toBeDefined();
    expect(savedAnswersMigration.loaded).toBeUndefined();
  });

  it('is the migrations for answers saved under another version of the form', async () => {
    const store = storeAt(1);
    store.getState().saveTempData(form.appId, form.formId, { a: 1 });
    await prepareWizard(store, form);
    expect(savedAnswersMigration.loaded).toBeDefined();
  });
});
