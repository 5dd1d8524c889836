import { useEffect, useEffectEvent, useRef } from 'react';
import type { Actor } from 'xstate';
import type { FormDefinition } from '../../definition/types';
import type { StepMachine, StepMachineEvent } from '../../machine/create-step-machine';
import { reviewStep, stepBefore } from '../../machine/step-order';
import type { FormValidators } from '../../validation/form-validators';
import { entryFor, historyKey, trailOf } from '../page/step-history';

/** States of the submission: shown in the review's entry, not in entries of their own. */
const submissionStates = ['submitting', 'submitted', 'failed'];

interface StepHistoryOptions {
  actor: Actor<StepMachine>;
  definition: FormDefinition;
  validators: FormValidators;
  /** The state the wizard shows. */
  state: string;
  /**
   * Opened on one of the form's own history entries: shows the step that entry showed, when it
   * can be shown (FormWizardProps.opensAtEntryStep).
   */
  opensAtEntryStep: boolean;
  /** Sends a move to the machine, keeping what was answered on the step left. */
  leaveStep(event: StepMachineEvent): void;
  /** A step shown after the first: the wizard moves the focus to its heading. */
  onStepEntered(): void;
}

/**
 * The browser's history entries for the wizard's steps: one entry per step shown (the submission
 * shares the review's), the browser's Back and Forward moving between steps already passed, and
 * the wizard's own Back going the browser's way when both lead to the same step.
 */
export function useStepHistory(options: StepHistoryOptions): { goBack(): void } {
  const { actor, definition, validators, state, opensAtEntryStep, leaveStep } = options;
  const { formId } = definition;
  const firstEntry = useRef(true);
  // This form's entries up to the current one: a popstate to fewer is the browser's Back.
  const entryPosition = useRef(0);

  const onStepShown = useEffectEvent((state: string) => {
    const { history } = window;
    if (firstEntry.current) {
      firstEntry.current = false;
      // Opened on an entry of its own (opensAtEntryStep): the step that entry showed, when it can
      // be shown, rather than the entry rewritten.
      const shownThere: unknown = history.state?.[historyKey];
      if (
        opensAtEntryStep &&
        trailOf(history.state, formId) !== undefined &&
        typeof shownThere === 'string' &&
        shownThere !== state &&
        !submissionStates.includes(shownThere)
      ) {
        actor.send({ type: 'GOTO', step: shownThere });
        // The step change runs this effect again, for the step the entry shows.
        if (String(actor.getSnapshot().value) === shownThere) return;
      }
      history.replaceState(entryFor(history.state, formId, state, 'replace'), '');
    } else {
      options.onStepEntered();
      if (history.state?.[historyKey] !== state) {
        const how = submissionStates.includes(state) ? 'replace' : 'push';
        const entry = entryFor(history.state, formId, state, how);
        if (how === 'push') history.pushState(entry, '');
        else history.replaceState(entry, '');
      }
    }
    entryPosition.current = trailOf(history.state, formId)?.length ?? 0;
  });
  useEffect(() => onStepShown(state), [state]);

  // The browser's back and forward buttons move between steps already passed. A finished
  // application (or a fresh one shown where a finished one's entries are) is left in one press:
  // back past this form's entries to the page before it.
  const onHistoryMove = useEffectEvent((event: PopStateEvent) => {
    const target: unknown = event.state?.[historyKey];
    if (typeof target !== 'string') return;
    const trail = trailOf(event.state, formId);
    const backwards = (trail?.length ?? 0) < entryPosition.current;
    entryPosition.current = trail?.length ?? 0;
    const before = actor.getSnapshot();
    if (before.status !== 'done') leaveStep({ type: 'GOTO', step: target });
    const after = actor.getSnapshot();
    const stale =
      after.status === 'done' ||
      (String(after.value) !== target && after.context.passedSteps.length === 0);
    if (stale && trail) window.history.go(-trail.length);
    // Passed over, back to an entry that moves: one of a step that cannot be opened now (beyond
    // a step asked again after a reload), and going back, one of the step already shown (the
    // entry a reload left behind).
    else if (
      !stale &&
      (String(after.value) !== target || (backwards && String(before.value) === target))
    )
      window.history.back();
  });
  useEffect(() => {
    const onPop = (event: PopStateEvent) => onHistoryMove(event);
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  /**
   * The wizard's Back: the browser's own when it leads to the same step (no extra entry), and on a
   * step opened from the review, back to the review as the browser's goes (the check-answers
   * pattern), not on to the step before it.
   */
  const goBack = () => {
    const snapshot = actor.getSnapshot();
    const target = stepBefore(
      definition,
      validators,
      String(snapshot.value),
      snapshot.context.data,
    );
    const trail = trailOf(window.history.state, formId);
    const previous = trail?.[trail.length - 2];
    if (previous !== undefined && (previous === target || previous === reviewStep))
      window.history.back();
    else leaveStep({ type: 'BACK' });
  };
  return { goBack };
}
