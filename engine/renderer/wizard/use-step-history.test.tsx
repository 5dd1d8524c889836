// @vitest-environment jsdom
// The wizard's steps in the browser's history (useStepHistory), in a DOM environment: jsdom's
// history stands for the browser's, its back() and forward() for the browser's buttons.
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { StepDefinition } from '../../definition/types';
import { exampleForm } from '../../testing/example-form';
import { renderWizard } from '../../testing/render-wizard';

/** A step asking one text answer, required. */
const textStep = (id: string, title: string): StepDefinition => ({
  id,
  title,
  schema: {
    type: 'object',
    required: [id],
    properties: { [id]: { type: 'string', title: `${title} answer`, minLength: 1 } },
  },
});

const definition = exampleForm('history-example', [
  textStep('first', 'First step'),
  textStep('second', 'Second step'),
  textStep('third', 'Third step'),
]);

const shownStep = () => screen.getByRole('heading', { level: 1 }).textContent;

/** Answers the step shown and continues; waits for the next step's heading. */
async function answerAndContinue(answer: string, next: string): Promise<void> {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox'), answer);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { level: 1, name: next });
}

afterEach(() => {
  cleanup();
  // Each test starts on an entry of its own, as a page newly opened.
  window.history.replaceState(null, '');
});

describe("the wizard's steps in the browser's history", () => {
  it("moves between steps with the browser's back and forward buttons", async () => {
    renderWizard(definition);
    await screen.findByRole('heading', { level: 1, name: 'First step' });
    const before = window.history.length;
    await answerAndContinue('a', 'Second step');
    await answerAndContinue('b', 'Third step');
    // One entry for each step shown after the first.
    expect(window.history.length).toBe(before + 2);
    window.history.back();
    await waitFor(() => expect(shownStep()).toBe('Second step'));
    window.history.back();
    await waitFor(() => expect(shownStep()).toBe('First step'));
    // What was answered is still there on the step Back returned to.
    expect(screen.getByRole('textbox')).toHaveProperty('value', 'a');
    window.history.forward();
    await waitFor(() => expect(shownStep()).toBe('Second step'));
    window.history.forward();
    await waitFor(() => expect(shownStep()).toBe('Third step'));
  });

  it("moves the focus to a new step's heading, and takes the browser's way on the wizard's Back", async () => {
    renderWizard(definition);
    await screen.findByRole('heading', { level: 1, name: 'First step' });
    await answerAndContinue('a', 'Second step');
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
    const entries = window.history.length;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(shownStep()).toBe('First step'));
    // Back went to the entry before: Forward returns to the step left, nothing was pushed.
    expect(window.history.length).toBe(entries);
    window.history.forward();
    await waitFor(() => expect(shownStep()).toBe('Second step'));
  });
});
