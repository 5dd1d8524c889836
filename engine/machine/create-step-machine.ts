import { assign, createMachine, type setup } from 'xstate';
import type { FieldErrors, FormData } from '../definition/types';
import type { Form } from '../definition/form';
import { withoutSensitive } from '../store/sensitive-fields';
import { withdrawnConfirmations, withdrawnPaths } from './withdrawn-confirmations';
import {
  enteredSteps,
  knownSteps,
  resumeStep,
  reviewStep,
  stepAfter,
  stepBefore,
  stillPassedSteps,
} from './step-order';

export interface SubmitResult {
  applicationId: string;
  referenceNumber: string;
  status: string;
  /** What the applicant should know of it besides (answers changed after it was received). */
  notice?: string;
  /** The key that downloads the applicant's PDF copy (only the submitter is given it). */
  downloadKey?: string;
  /** What the confirmation says of it: plan, coverage, premium, what happens next. */
  summary?: ApplicationSummary;
  /** To a visitor: the applicant, to fill the account the confirmation offers to create. */
  account?: ApplicantAccount;
}

/** The applicant as an account made from the application starts: name, e-mail, birth date. */
export interface ApplicantAccount {
  firstName: string;
  lastName: string;
  email: string;
  dateOfBirth?: string;
}

/** The server's summary of an application received, for its confirmation. */
export interface ApplicationSummary {
  plan: string;
  coverage?: string;
  premium?: string;
  nextSteps: string[];
}

export interface StepMachineContext {
  data: FormData;
  errors: FieldErrors;
  /** Steps passed so far; each NEXT that validates records its step as lastPassedStep. */
  passedSteps: string[];
  lastPassedStep: string | undefined;
  /** Set when a step was opened from the review: a valid Continue goes back to the review. */
  returnToReview: boolean;
  /**
   * The step an Edit on the review opened (or the browser's Forward opened again), until the
   * review shows again: Back on it returns to the review, as the browser's Back does.
   */
  editing: string | undefined;
  /**
   * What was answered on each step left by Back or by a move of the browser's, unchecked, shown
   * again when the applicant returns to it. A step's goes once the step is passed.
   */
  leftAnswers: { [stepId: string]: FormData };
  result: SubmitResult | undefined;
  failure: string | undefined;
  /** A Continue being decided: set by NEXT, taken up by the `checking` state at once. */
  checked: CheckedStep | undefined;
}

/** What a Continue on a step leads to: the state it goes to and the context it leaves there. */
export interface CheckedStep {
  target: string;
  next: Partial<StepMachineContext>;
}

/**
 * The state a Continue passes through while its outcome is taken up: it leads at once to the
 * outcome's target (the same step when the step did not validate).
 */
export const checkingState = '(checking)';

/** A move away from the step shown, with what was answered on it (`left`), kept unchecked. */
export type LeavingEvent =
  | { type: 'BACK'; left?: FormData }
  /**
   * To a step reached before, or the review: an Edit on the review, or the browser's Back or
   * Forward. `edit` when it opens the step as an Edit (the Edit itself, the browser returning to
   * an entry an Edit made): Back on the step then returns to the review.
   */
  | { type: 'GOTO'; step: string; edit?: boolean; left?: FormData };

export type StepMachineEvent =
  | { type: 'NEXT'; data?: FormData }
  | LeavingEvent
  | { type: 'SUBMIT' }
  | { type: 'SUBMITTED'; result: SubmitResult }
  | { type: 'FAILED'; message: string };

export interface StepMachineInput {
  data?: FormData;
  passedSteps?: string[];
  /**
   * The applicant had reached the review, or passed steps beyond one asked again, before (a
   * reload or another device, where the sensitive answers are not kept): each step passed leads to
   * the next one still to answer, then to the review.
   */
  returnToReview?: boolean;
  /**
   * The application was sent already and its confirmation is shown again (the browser's Back or
   * a reload on it): the machine starts at `submitted` with this result.
   */
  finished?: SubmitResult;
}

/**
 * The step machine of a form (XState v5): one state per step, then review, submitting,
 * submitted and failed. NEXT moves on only when the step validates; the next step is the first
 * whose condition the data meets. BACK, and GOTO to a passed step, never lose data. The
 * submission itself is done by whoever runs the machine (SUBMITTED or FAILED report it), so the
 * machine stays pure and its paths can be enumerated.
 */
type Implementations = NonNullable<Parameters<typeof createMachine>[1]>;

/**
 * xstate's `setup` as far as the step machine uses it: a machine given its guards and actions,
 * made exactly as `setup(...).createMachine` makes it. `setup` itself also returns each of
 * xstate's action creators (sendTo, log, emit, spawnChild...), which would keep all their code in
 * every application page's JavaScript (the 150 KB budget) though no machine of ours uses them.
 */
const setupMachine = (({ actors, actions, guards, delays }: Implementations) => ({
  createMachine: (config: Parameters<typeof createMachine>[0]) =>
    createMachine(config, { actors, actions, guards, delays }),
})) as unknown as typeof setup;

export function createStepMachine(form: Form) {
  const { definition, validators } = form;
  const stepIds = definition.steps.map((step) => step.id);
  const targets = [...stepIds, reviewStep];
  const merged = (context: StepMachineContext, data: FormData | undefined): FormData =>
    withdrawnConfirmations(definition, context.data, { ...context.data, ...(data ?? {}) });

  /**
   * The steps passed once `stepId` passes with `data`: an answer changed on one step (a date of
   * birth edited from the review) can make a step passed before invalid (a Quick Step's coverage
   * limit by age), and that step is asked again before the review.
   */
  const passedWith = (context: StepMachineContext, stepId: string, data: FormData): string[] =>
    stillPassedSteps(
      validators,
      data,
      context.passedSteps.includes(stepId) ? context.passedSteps : [...context.passedSteps, stepId],
    );

  /**
   * What a Continue on `stepId` with `sent` leads to, worked out once from the context it meets:
   * the step again with its errors, or the next step to answer (the review once none is left).
   */
  const check = (stepId: string, context: StepMachineContext, sent?: FormData): CheckedStep => {
    const data = merged(context, sent);
    const errors = validators.validateStep(stepId, data);
    if (Object.keys(errors).length > 0) return { target: stepId, next: { data, errors } };
    const passed = passedWith(context, stepId, data);
    // On the way back to the review, steps already passed are not walked through again.
    let target = context.returnToReview
      ? resumeStep(form, data, passed)
      : stepAfter(form, stepId, data);
    // The review only once every step is passed: one still to answer (asked again after a
    // reload, reached around by the browser's Back) comes first, then the review.
    let askedBeforeReview = false;
    if (target === reviewStep) {
      target = resumeStep(form, data, passed);
      askedBeforeReview = target !== reviewStep;
    }
    return {
      target,
      next: {
        data,
        errors: {},
        passedSteps: passed,
        lastPassedStep: stepId,
        leftAnswers: leftAfterPass(context, stepId, data),
        returnToReview: target !== reviewStep && (context.returnToReview || askedBeforeReview),
      },
    };
  };

  /**
   * The answers left on other steps once `stepId` passes with `data`: none of its own, and none
   * of the confirmations an answer it changed withdrew (they are asked again, not shown ticked).
   */
  const leftAfterPass = (context: StepMachineContext, stepId: string, data: FormData) => {
    const withdrawn = withdrawnPaths(definition, context.data, data);
    return Object.fromEntries(
      Object.entries(context.leftAnswers)
        .filter(([id]) => id !== stepId)
        .map(([id, left]) => [id, withoutSensitive(left, withdrawn)]),
    );
  };

  const canGoTo = (context: StepMachineContext, step: string): boolean => {
    const entered = enteredSteps(form, context.data);
    if (step === reviewStep) return entered.every((id) => context.passedSteps.includes(id));
    // A passed step, or the furthest one reached (the browser's forward button returns to it),
    // never one beyond a step still to answer (asked again after a reload).
    const furthest = resumeStep(form, context.data, context.passedSteps);
    const index = entered.indexOf(step);
    return (
      index >= 0 &&
      (furthest === reviewStep || index <= entered.indexOf(furthest)) &&
      (context.passedSteps.includes(step) || furthest === step)
    );
  };
  const at = (target: string) => `#${definition.formId}.${target}`;

  /** Where Back leads from `from`: the review from a step an Edit opened, else the step before. */
  const backFrom = (context: StepMachineContext, from: string): string | undefined =>
    from !== reviewStep && context.editing === from && canGoTo(context, reviewStep)
      ? reviewStep
      : stepBefore(form, from, context.data);

  const gotoTransitions = (from: string, fromReview: boolean) =>
    targets.map((target) => ({
      guard: { type: 'canGoTo' as const, params: { target } },
      target: at(target),
      actions: { type: 'openStep' as const, params: { from, target, fromReview } },
    }));
  const backTransitions = (from: string) =>
    targets.map((target) => ({
      guard: { type: 'backTo' as const, params: { from, target } },
      target: at(target),
      actions: { type: 'openStep' as const, params: { from, target, fromReview: false } },
    }));

  const stepStates = Object.fromEntries(
    stepIds.map((stepId) => [
      stepId,
      {
        on: {
          NEXT: {
            target: at(checkingState),
            actions: { type: 'check' as const, params: { stepId } },
          },
          BACK: backTransitions(stepId),
          GOTO: gotoTransitions(stepId, false),
        },
      },
    ]),
  );

  return setupMachine({
    types: {
      context: {} as StepMachineContext,
      events: {} as StepMachineEvent,
      input: {} as StepMachineInput,
    },
    guards: {
      leadsTo: ({ context }, params: { target: string }) =>
        context.checked?.target === params.target,
      canGoTo: ({ context, event }, params: { target: string }) =>
        event.type === 'GOTO' && event.step === params.target && canGoTo(context, params.target),
      backTo: ({ context }, params: { from: string; target: string }) =>
        backFrom(context, params.from) === params.target,
      everyStepPassed: ({ context }) => canGoTo(context, reviewStep),
      sentAlready: ({ context }) => context.result !== undefined,
      resumesAt: ({ context }, params: { target: string }) =>
        resumeStep(form, context.data, context.passedSteps) === params.target,
    },
    actions: {
      check: assign(({ context, event }, params: { stepId: string }) => ({
        checked: check(params.stepId, context, event.type === 'NEXT' ? event.data : undefined),
      })),
      settle: assign(({ context }) => ({ ...context.checked?.next, checked: undefined })),
      openStep: assign(
        ({ context, event }, params: { from: string; target: string; fromReview: boolean }) => {
          const { [params.from]: _before, ...leftAnswers } = context.leftAnswers;
          const left = 'left' in event ? event.left : undefined;
          // A step is left with its answers as they stand; the same step opened again keeps its.
          if (left && params.target !== params.from) leftAnswers[params.from] = left;
          return {
            returnToReview: params.fromReview,
            errors: {},
            editing: event.type === 'GOTO' && event.edit === true ? params.target : context.editing,
            leftAnswers: params.target === params.from ? context.leftAnswers : leftAnswers,
          };
        },
      ),
      leaveEditing: assign({ editing: undefined }),
      recordResult: assign(({ event }) => ({
        result: event.type === 'SUBMITTED' ? event.result : undefined,
      })),
      recordFailure: assign(({ event }) => ({
        failure: event.type === 'FAILED' ? event.message : undefined,
      })),
      clearFailure: assign({ failure: undefined }),
    },
  }).createMachine({
    id: definition.formId,
    context: ({ input }) => ({
      data: input?.data ?? {},
      errors: {},
      passedSteps: knownSteps(definition, input?.passedSteps ?? []),
      lastPassedStep: knownSteps(definition, input?.passedSteps ?? []).at(-1),
      returnToReview: input?.returnToReview ?? false,
      editing: undefined,
      leftAnswers: {},
      result: input?.finished,
      failure: undefined,
      checked: undefined,
    }),
    initial: 'resuming',
    states: {
      resuming: {
        always: [
          { guard: 'sentAlready', target: 'submitted' },
          ...targets.map((target) => ({
            guard: { type: 'resumesAt' as const, params: { target } },
            target: at(target),
          })),
        ],
      },
      ...stepStates,
      [checkingState]: {
        always: targets.map((target) => ({
          guard: { type: 'leadsTo' as const, params: { target } },
          target: at(target),
          actions: 'settle' as const,
        })),
      },
      [reviewStep]: {
        entry: 'leaveEditing',
        on: {
          GOTO: gotoTransitions(reviewStep, true),
          BACK: backTransitions(reviewStep),
          SUBMIT: {
            guard: 'everyStepPassed',
            target: 'submitting',
          },
        },
      },
      submitting: {
        entry: 'clearFailure',
        on: {
          SUBMITTED: { target: 'submitted', actions: 'recordResult' },
          FAILED: { target: 'failed', actions: 'recordFailure' },
        },
      },
      submitted: { type: 'final' },
      failed: {
        on: {
          SUBMIT: 'submitting',
          GOTO: gotoTransitions('failed', true),
          BACK: at(reviewStep),
        },
      },
    },
  });
}

export type StepMachine = ReturnType<typeof createStepMachine>;
