import { useEffectEvent, useLayoutEffect, useRef } from 'react';
import type { Actor } from 'xstate';
import type { FormDefinition } from '../../definition/types';
import type { LeavingEvent, StepMachine } from '../../machine/create-step-machine';
import { reviewStep } from '../../machine/step-order';
import { entryFor, historyKey, trailOf } from '../page/step-history';

/** States of the submission: shown in the review's entry, not in entries of their own. */
const submissionStates = ['submitting', 'submitted', 'failed'];

/** Whether an entry was made by an Edit on the review: the entry before it is the review's. */
const madeByEdit = (trail: string[] | undefined): boolean => trail?.at(-2) === reviewStep;

interface StepHistoryOptions {
  actor: Actor<StepMachine>;
  definition: FormDefinition;
  /** The state the wizard shows. */
  state: string;
  /**
   * Opened on one of the form's own history entries: shows the step that entry showed, when it
   * can be shown (FormWizardProps.opensAtEntryStep).
   */
  opensAtEntryStep: boolean;
  /** Sends a move to the machine, with what was answered on the step left. */
  leaveStep(event: LeavingEvent): void;
  /** A step shown after the first: the wizard moves the focus to its heading. */
  onStepEntered(): void;
}

/**
 * The browser's history entries for the wizard's steps, following the machine: one entry per
 * step shown (the submission shares the review's), the browser's Back and Forward moving between
 * steps already passed, and the wizard's own Back taking the browser's way back when the machine
 * goes to the step of the entry before.
 */
export function useStepHistory(options: StepHistoryOptions): { goBack(): void } {
  const { actor, definition, state, opensAtEntryStep, leaveStep } = options;
  const { formId } = definition;
  const firstEntry = useRef(true);
  // This form's entries up to the current one: a popstate to fewer is the browser's Back.
  const entryPosition = useRef(0);
  // The wizard's Back went the browser's way: its popstate lands on the step shown already.
  const followingBack = useRef(false);

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
        actor.send({
          type: 'GOTO',
          step: shownThere,
          edit: madeByEdit(trailOf(history.state, formId)),
        });
        // The step change runs this effect again, for the step the entry shows.
        if (String(actor.getSnapshot().value) === shownThere) return;
      }
      history.replaceState(entryFor(history.state, formId, state, 'replace'), '');
    } else {
      options.onStepEntered();
      if (followingBack.current) return;
      if (history.state?.[historyKey] !== state) {
        const how = submissionStates.includes(state) ? 'replace' : 'push';
        const entry = entryFor(history.state, formId, state, how);
        if (how === 'push') history.pushState(entry, '');
        else history.replaceState(entry, '');
      }
    }
    entryPosition.current = trailOf(history.state, formId)?.length ?? 0;
  });
  // Written in the commit that shows the step, before it is painted: a Back pressed as soon as a
  // step shows (an application just opened in place, say) leaves this entry, not the one before.
  useLayoutEffect(() => onStepShown(state), [state]);

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
    if (followingBack.current) {
      followingBack.current = false;
      // Moved on again before the browser got there (a quick hand): an entry for where it is.
      const shown = String(before.value);
      if (shown !== target && before.status !== 'done') {
        const how = submissionStates.includes(shown) ? 'replace' : 'push';
        const entry = entryFor(window.history.state, formId, shown, how);
        if (how === 'push') window.history.pushState(entry, '');
        else window.history.replaceState(entry, '');
        entryPosition.current = trailOf(window.history.state, formId)?.length ?? 0;
      }
      return;
    }
    if (before.status !== 'done')
      leaveStep({ type: 'GOTO', step: target, edit: madeByEdit(trail) });
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
  // Listening from the commit that first shows the wizard, before it is painted: a Back pressed
  // as soon as a step or a confirmation shows (a reload, a quick hand) is never missed.
  useLayoutEffect(() => {
    const onPop = (event: PopStateEvent) => onHistoryMove(event);
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  /**
   * The wizard's Back: the machine says where it leads (the step before, or the review from a
   * step an Edit opened), and the history follows. When that is the step of the entry before,
   * the browser goes back to it rather than adding an entry, as its own Back would.
   */
  const goBack = () => {
    const from = String(actor.getSnapshot().value);
    leaveStep({ type: 'BACK' });
    const to = String(actor.getSnapshot().value);
    const trail = trailOf(window.history.state, formId);
    if (to !== from && trail?.at(-2) === to) {
      followingBack.current = true;
      window.history.back();
    }
  };
  return { goBack };
}
