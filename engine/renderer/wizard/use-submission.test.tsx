// @vitest-environment jsdom
// The submission (useSubmission) in a DOM environment: a refusal, its way back to the review, and
// a second submit received; an answer that comes after the wizard left the submission is not told.
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../validators';
import type { SubmitResult } from '../../machine/create-step-machine';
import { axeFindings } from '../../testing/axe-findings';
import { exampleForm } from '../../testing/example-form';
import { renderWizard } from '../../testing/render-wizard';

const definition = exampleForm('submission-example', [
  {
    id: 'name',
    title: 'Your name',
    schema: {
      type: 'object',
      required: ['name'],
      properties: { name: { type: 'string', title: 'Full name', minLength: 1 } },
    },
  },
]);

const received: SubmitResult = {
  applicationId: 'a1',
  referenceNumber: 'MBA-ABCDEFGHJK',
  status: 'received',
};

/** Answers the one step and goes to the review. */
async function toTheReview(user: ReturnType<typeof userEvent.setup>): Promise<void> {
  await user.type(await screen.findByRole('textbox', { name: 'Full name' }), 'Ann Lee');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { level: 1, name: 'Review your application' });
}

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '');
});

describe('the submission, in a DOM environment', () => {
  it('offers the review again after a refused submission, and a second submit is received', async () => {
    const submit = vi
      .fn<(data: object) => Promise<SubmitResult>>()
      .mockRejectedValueOnce(new Error(messages.checkFormFields))
      .mockResolvedValueOnce(received);
    const user = userEvent.setup();
    renderWizard(definition, { submit });
    await toTheReview(user);
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(messages.checkFormFields);
    // The heading, which takes the focus, and the page title say it was not sent.
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Your application was not sent');
    expect(document.title).toBe(`Your application was not sent – ${definition.title}`);
    expect(document.activeElement).toBe(heading);
    expect(await axeFindings(document.body)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Back to the review' }));
    await screen.findByRole('heading', { level: 1, name: 'Review your application' });
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    await screen.findByRole('heading', { level: 1, name: 'Application received' });
    expect(screen.getByText('MBA-ABCDEFGHJK').tagName).toBe('STRONG');
    // Only the answers of the steps taken are sent, each time.
    expect(submit).toHaveBeenCalledTimes(2);
    expect(submit.mock.calls[1]?.[0]).toEqual({ name: 'Ann Lee' });
  });

  it('tells nothing of an answer that comes after the wizard has closed', async () => {
    let answer: (result: SubmitResult) => void = () => undefined;
    const submit = vi.fn(() => new Promise<SubmitResult>((resolve) => (answer = resolve)));
    const onAnalytics = vi.fn();
    const user = userEvent.setup();
    const { unmount } = renderWizard(definition, { submit, onAnalytics });
    await toTheReview(user);
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    const told = onAnalytics.mock.calls.length;
    unmount();
    await act(async () => answer(received));
    // No analytics of a submission the closed wizard never showed, and no error either.
    expect(onAnalytics.mock.calls.slice(told)).toEqual([]);
  });
});
