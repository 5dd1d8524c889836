import { renderToStaticMarkup } from 'react-dom/server.node';
import { describe, expect, it } from 'vitest';
import { createApplicationStore } from '../../store/application-store';
import { memoryStorage } from '../../store/memory-storage';
import { prepareWizard } from '../page/prepare-wizard';
import { LazySubmissionOutcome } from './LazySubmissionOutcome';
import { reviewModule } from './LazyReview';

const result = { applicationId: 'a-1', referenceNumber: 'R-12345', status: 'received' };
const outcome = (state: string) =>
  renderToStaticMarkup(
    <LazySubmissionOutcome
      state={state}
      failure={undefined}
      result={result}
      renderConfirmation={undefined}
      continueWith={undefined}
      onContinue={undefined}
      onTryAgain={() => undefined}
      onBackToReview={() => undefined}
    />,
  );

// In this order: the review's module is loaded once, by the second case.
describe('the submission outcome, from the review module', () => {
  it('shows nothing on a step or the review, and waits for its module after a Send', () => {
    expect(outcome('insured')).toBe('');
    expect(outcome('review')).toBe('');
    expect(outcome('submitted')).toBe('<p role="status">Loading your confirmation…</p>');
  });

  it('is loaded before the wizard opens on an application already sent', async () => {
    const store = createApplicationStore({ storage: memoryStorage(), sensitivePaths: () => [] });
    const form = { appId: 'example', formId: 'example-form' };
    await prepareWizard(store, form);
    expect(reviewModule.loaded).toBeUndefined();
    store.getState().finish(form.appId, form.formId, result);
    await prepareWizard(store, form);
    expect(reviewModule.loaded).toBeDefined();
    expect(outcome('submitted')).toContain('Your reference number is <strong>R-12345</strong>.');
    expect(outcome('submitting')).toBe(
      '<p role="status">This takes a few seconds. Please keep this page open.</p>',
    );
  });
});
