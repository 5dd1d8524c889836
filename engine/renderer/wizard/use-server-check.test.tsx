// @vitest-environment jsdom
// A step the server checks (a card, with its bank) in a DOM environment: Continue waits and says
// so, a second press is the same Continue, a refusal shows as the step's errors, a pass moves on
// without sending the step again, and no answer at all lets the applicant go on.
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FieldErrors, FormData } from '../../definition/types';
import { axeFindings } from '../../testing/axe-findings';
import { exampleForm } from '../../testing/example-form';
import { renderWizard } from '../../testing/render-wizard';

const waiting = 'Checking your card with your bank. Nothing is charged.';
const declined = 'Your card was declined. Please use another card.';

const definition = exampleForm('server-check-example', [
  {
    id: 'card',
    title: 'Credit card',
    serverCheck: { waiting },
    schema: {
      type: 'object',
      required: ['card'],
      properties: {
        card: {
          type: 'object',
          title: 'Credit card',
          required: ['number'],
          properties: { number: { type: 'string', title: 'Card number', minLength: 4 } },
        },
      },
    },
  },
  {
    id: 'name',
    title: 'Your name',
    schema: {
      type: 'object',
      properties: { name: { type: 'string', title: 'Full name' } },
    },
  },
]);

/** A check the test answers when it chooses. */
function heldCheck() {
  let answer: (errors: FieldErrors) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const checkStep = vi.fn(
    (_step: string, _data: FormData, _key: string) =>
      new Promise<FieldErrors>((resolve, reject) => {
        answer = resolve;
        fail = reject;
      }),
  );
  return {
    checkStep,
    answer: (errors: FieldErrors) => answer(errors),
    fail: (e: Error) => fail(e),
  };
}

async function typeCardAndContinue(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: /Card number/ }), '4242');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '');
});

describe('a step the server checks, in a DOM environment', () => {
  it('waits, saying so, then shows a refusal as the step’s errors', async () => {
    const held = heldCheck();
    const saveStep = vi.fn(() => Promise.resolve({}));
    const user = userEvent.setup();
    renderWizard(definition, { checkStep: held.checkStep, saveStep });
    await typeCardAndContinue(user);
    expect(screen.getByRole('status').textContent).toBe(waiting);
    const continueButton = screen.getByRole('button', { name: 'Continue' });
    expect(continueButton.getAttribute('aria-disabled')).toBe('true');
    // A second press while the first is checked is the same Continue.
    await user.click(continueButton);
    expect(held.checkStep).toHaveBeenCalledTimes(1);
    expect(held.checkStep.mock.calls[0]?.[1]).toEqual({ card: { number: '4242' } });
    held.answer({ 'card.number': declined });
    await waitFor(() =>
      expect(document.getElementById('root_card_number__error')?.textContent).toBe(
        `Error: ${declined}`,
      ),
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Credit card');
    expect(screen.getByRole('status').textContent).toBe('');
    expect(continueButton.getAttribute('aria-disabled')).toBeNull();
    expect(saveStep).not.toHaveBeenCalled();
    expect(await axeFindings(document.body)).toEqual([]);
  });

  it('moves on once the server passes the step, without sending it again', async () => {
    const held = heldCheck();
    const saveStep = vi.fn(() => Promise.resolve({}));
    const user = userEvent.setup();
    renderWizard(definition, { checkStep: held.checkStep, saveStep });
    await typeCardAndContinue(user);
    held.answer({});
    await screen.findByRole('heading', { level: 1, name: 'Your name' });
    expect(saveStep).not.toHaveBeenCalled();
  });

  it('goes on when no answer comes (the network), the step sent as any other', async () => {
    const held = heldCheck();
    const saveStep = vi.fn(() => Promise.resolve({}));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderWizard(definition, { checkStep: held.checkStep, saveStep });
    await typeCardAndContinue(user);
    held.fail(new Error('Network Error'));
    await screen.findByRole('heading', { level: 1, name: 'Your name' });
    expect(saveStep).toHaveBeenCalledWith('card', { card: { number: '4242' } }, expect.any(String));
    vi.mocked(console.error).mockRestore();
  });

  it('checks nothing on the server while the step has errors of its own', async () => {
    const held = heldCheck();
    const user = userEvent.setup();
    renderWizard(definition, { checkStep: held.checkStep });
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await screen.findByRole('alert');
    expect(held.checkStep).not.toHaveBeenCalled();
  });
});
