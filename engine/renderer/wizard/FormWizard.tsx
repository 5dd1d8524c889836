import type { Form } from '../../definition/form';
import {
  useEffect,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { AnalyticsItem } from '../../analytics/analytics-item';
import type { HelpTexts } from '../../definition/help-disclosure';
import type { FormData } from '../../definition/types';
import {
  createStepMachine,
  type LeavingEvent,
  type SubmitResult,
} from '../../machine/create-step-machine';
import { askedAnswers } from '../../machine/asked-answers';
import { enteredSteps, reviewStep } from '../../machine/step-order';
import type { migrateSavedAnswers } from '../../migrations/migrate-saved-answers';
import type { ApplicationStore } from '../../store/application-store';
import { seedFullApplication, withSeed } from '../../store/quick-step-continuation';
import { premiumOfInsured } from '../../premium/asked-premium';
import { trimmedAnswers } from '../../validation/blank-answers';
import { LaterModuleStatus } from './LaterModuleStatus';
import { useAnswersOnStep } from './use-answers-on-step';
import { useConfirmAgain } from './use-confirm-again';
import { useFieldCheck } from './use-field-check';
import { useStepErrors } from './use-step-errors';
import { useServerCheck, type CheckStep } from './use-server-check';
import { useKeptTyping } from './use-kept-typing';
import { keepPassedStep } from './passed-step';
import { useHelpTexts } from './use-help-texts';
import { useStepActor } from './use-step-actor';
import { useStepHistory } from './use-step-history';
import { useStepAnalytics } from './use-step-analytics';
import { useSavedApplication } from './use-saved-application';
import { useSubmission } from './use-submission';
import { useWizardContext } from './use-wizard-context';
import type { PlanRules } from '../../validation/plan-rules';
import { askedAgainModule, confirmAgainModule, LazyAskedAgainNotice } from './LaterNotices';
import { noStepErrors, refusedStep } from '../errors/step-errors';
import { LazyReview, reviewModule } from '../review/LazyReview';
import { LazySubmissionOutcome } from '../review/LazySubmissionOutcome';
import {
  savedAnswersMigration,
  savedUnderAnotherVersion,
} from '../answers/saved-answers-migration';
import { documentTitle, stateTitle } from '../page/state-title';
import { stepAnswers } from '../answers/step-answers';
import { withStartingAnswers } from '../answers/starting-answers';
import { StepProgress } from './StepProgress';
import { StepFields, type StepFieldsForm } from './StepFields';
import { useLaterModule } from './later-module';

export interface FormWizardProps {
  /**
   * Its validators precompiled in the browser (no schema is compiled there), runtime-compiled
   * elsewhere. The same object while the form is the same: the step machine is made once per
   * object, so one written inline (`form={{ definition, validators }}`) would start it again on
   * every render.
   */
  form: Form;
  rules: PlanRules;
  store: ApplicationStore;
  /**
   * Sends the application (api `application`, action `submit`) with its idempotency key, and the
   * name typed on the review when the form asks for a signature.
   */
  submit(data: FormData, idempotencyKey: string, signature?: string): Promise<SubmitResult>;
  /**
   * Sends a passed step (api `application`, action `step`) with the application's submission
   * key, which a member's draft keeps for their other devices.
   */
  saveStep?(stepId: string, data: FormData, idempotencyKey: string): Promise<unknown>;
  /**
   * Sends a step the definition marks `serverCheck` and answers the server's field errors (none
   * when it passes): the wizard waits for it before moving on, and does not send it again.
   */
  checkStep?: CheckStep;
  /**
   * The analytics item (spec §3) of each passed step, with the premium so far and the plan's
   * schedule, and of the submission (step `submitted`) with the application id.
   */
  onAnalytics?(item: AnalyticsItem): void;
  /** A completed Quick Step continues with this full application (its data already seeded). */
  onContinue?(formId: string): void;
  /**
   * Opened on one of the form's own history entries (the browser's Forward back into it, a
   * reload): shows the step that entry showed, when it can be shown, rather than the furthest
   * step. Not when the wizard starts again over a member's draft taken in mid-way.
   */
  opensAtEntryStep?: boolean;
  /**
   * The confirmation of an application received (the site's: plan, premium, what happens next,
   * contacts, print and PDF); a short thank-you with the reference number when not given.
   */
  renderConfirmation?(result: SubmitResult): ReactNode;
  /**
   * The paragraphs of the form's folded help, by summary, when the form's module carries only the
   * summaries (the browser build's); inline texts need none.
   */
  loadHelp?: () => Promise<HelpTexts>;
}

/**
 * One generic wizard for every form: rjsf renders a step, the step machine decides where to go,
 * the precompiled validators check a field on blur and the step on Continue. Answers saved under
 * another version of the form are migrated first, once the migrations have loaded.
 */
export function FormWizard(props: FormWizardProps) {
  // Decided once, as the saved application is read once, when the wizard mounts.
  const [migrating] = useState(() => savedUnderAnotherVersion(props.store, props.form.definition));
  return migrating ? <MigratingWizard {...props} /> : <StepWizard {...props} />;
}

/** The wizard over answers saved under another version of the form, once they are migrated. */
function MigratingWizard(props: FormWizardProps) {
  const later = useLaterModule(savedAnswersMigration);
  if (later.status === 'ready')
    return <StepWizard {...props} migrate={later.module.migrateSavedAnswers} />;
  return <LaterModuleStatus state={later} loading="Loading your application…" />;
}

function StepWizard(
  props: FormWizardProps & {
    /** Given when the stored answers were saved under another version of the form. */
    migrate?: typeof migrateSavedAnswers;
  },
) {
  const {
    form,
    rules,
    store,
    submit,
    saveStep,
    checkStep,
    onAnalytics,
    onContinue,
    loadHelp,
    opensAtEntryStep = false,
    renderConfirmation,
    migrate,
  } = props;
  const { definition, validators } = form;
  const { appId, formId } = definition;
  const machine = useMemo(() => createStepMachine(form), [form]);
  const input = useSavedApplication(store, form, migrate);
  // Fetched while the first step is answered, the review shows at once when it is reached, and
  // the confirmations' notices are there on Continue; the asked-again notice, when it shows.
  useEffect(() => {
    reviewModule().catch(() => undefined);
    confirmAgainModule().catch(() => undefined);
    if (input.askedAgain.length > 0) askedAgainModule().catch(() => undefined);
  }, [input]);
  const [continueWith, setContinueWith] = useState(input.continueWith);
  const { actor, snapshot } = useStepActor(machine, input);
  const state = String(snapshot.value);
  const { context } = snapshot;
  const step = definition.steps.find((s) => s.id === state);
  // rjsf's Form is made afresh for each step, with its answers (those given on it before a Back
  // left it written over the application's); it keeps its own from then on.
  const left = context.leftAnswers[state];
  // A step not answered yet opens with its starting answers (the name on a card).
  const openingData = withStartingAnswers(
    step,
    left ? withSeed(context.data, left) : context.data,
    askedAnswers(form, context.data).answers,
  );
  // The answers given on the step shown, named apart from the answers handlers receive.
  const given = useAnswersOnStep(openingData, state);
  const { answersNow } = given;
  // The state the machine is in now, read in handlers (a render's `state` may be behind it).
  const stateNow = () => String(actor.getSnapshot().value);
  const keepTyped = useKeptTyping(store, definition, answersNow, stateNow);
  // A step left by Back (the button or the browser's) keeps what was answered on it, unchecked,
  // in the machine, to show again when the applicant returns to it.
  const leaveStep = (event: LeavingEvent) => {
    const leaving = definition.steps.find((s) => s.id === stateNow());
    if (!leaving) return actor.send(event);
    keepTyped(leaving.id);
    actor.send({ ...event, left: stepAnswers(leaving.schema, answersNow()) });
  };
  const [confirmAgain, confirmationsChanged] = useConfirmAgain(definition);
  // Errors shown on Continue: the title says so and the summary takes the focus.
  const [errors, setErrors, summaryRef] = useStepErrors((withErrors) => {
    document.title = documentTitle(definition, state, withErrors);
  });
  // The name typed on the review, sent with the application (and again on Try again).
  const [signature, setSignature] = useState<string | undefined>();
  const heading = useRef<HTMLHeadingElement>(null);

  const rjsfForm = useRef<StepFieldsForm>(null);
  // A step change: no errors, and the title says the step (the focus goes to the heading once the
  // history has its entry: useStepHistory). Before the step is painted, so no error of the step
  // before shows on it.
  const onStepShown = useEffectEvent((state: string) => {
    setErrors(noStepErrors);
    document.title = documentTitle(definition, state);
  });
  useLayoutEffect(() => onStepShown(state), [state]);
  // Declared after the step change above, so its entry is written once the step's answers are.
  const { goBack } = useStepHistory({
    actor,
    definition,
    state,
    opensAtEntryStep,
    leaveStep,
    onStepEntered: () => heading.current?.focus(),
  });

  const reportStep = useStepAnalytics(form, rules, onAnalytics);

  useSubmission({
    actor,
    state,
    answersToSend: () => askedAnswers(form, actor.getSnapshot().context.data).answers,
    send: (answers) => submit(answers, store.getState().submissionKey(appId, formId), signature),
    onReceived: (result, answers) => {
      reportStep('submitted', answers, result.applicationId);
      const next = seedFullApplication(
        store,
        definition,
        validators.continuesAsSpouse(actor.getSnapshot().context.data),
      );
      setContinueWith(next);
      const { notice: _shownOnce, ...received } = result;
      store.getState().finish(appId, formId, { ...received, continueWith: next });
    },
  });

  const { wizardContext, itemsFor } = useWizardContext({
    form,
    rules,
    helpTexts: useHelpTexts(loadHelp),
    answersNow,
    typed: given.typed,
    changes: given.changes,
    setErrors,
  });
  const entered = enteredSteps(form, context.data);
  const position = step ? entered.indexOf(step.id) + 1 : entered.length;
  const progressId = useId();

  const [checkWaiting, continueChecked] = useServerCheck({
    form,
    checkStep,
    submissionKey: () => store.getState().submissionKey(appId, formId),
    setErrors,
    stateNow,
  });

  const onContinueStep = (typedAnswers: FormData) => {
    // Kept and sent as checked: texts trimmed, blank ones none (as the server stores them).
    const sent = trimmedAnswers(typedAnswers);
    continueChecked(step, { ...actor.getSnapshot().context.data, ...sent }, (checked) =>
      moveOn(sent, checked),
    );
  };

  /** The Continue taken by the machine; `checked` when the server has the step already. */
  const moveOn = (sent: FormData, checked: boolean) => {
    const before = actor.getSnapshot();
    actor.send({ type: 'NEXT', data: sent });
    const after = actor.getSnapshot();
    if (after.value === before.value) {
      // The answers as kept (texts trimmed, blank ones none) are shown as such.
      given.changed(after.context.data);
      rjsfForm.current?.setFieldValue([], after.context.data);
      setErrors(refusedStep(after.context.errors));
      return;
    }
    const stepId = String(before.value);
    confirmationsChanged(stepId, before.context.data, after.context.data);
    keepPassedStep({
      form,
      store,
      stepId,
      context: after.context,
      saveStep: checked ? undefined : saveStep,
    });
    reportStep(stepId, after.context.data);
  };

  const [holdBlurs, onBlurField] = useFieldCheck({
    form,
    step,
    answersNow,
    setErrors,
    keepTyped,
    stateNow,
  });

  // On the review: each insured person's premium, and the whole from the same items.
  const reviewItems = state === reviewStep ? itemsFor(context.data) : undefined;

  return (
    <div className={`form-wizard form-wizard--${definition.template}`} onPointerDown={holdBlurs}>
      {step ? (
        <StepProgress
          id={progressId}
          formTitle={definition.title}
          stepId={step.id}
          stepTitle={step.title}
          position={position}
          total={entered.length}
          bar={definition.template === 'progress-bar'}
        />
      ) : (
        <p className="form-wizard-plan">{definition.title}</p>
      )}
      {/* The heading takes the focus on a step change: it is read with where the step stands. */}
      <h1 ref={heading} tabIndex={-1} aria-describedby={step ? progressId : undefined}>
        {stateTitle(definition, state)}
      </h1>
      {step && (
        <>
          {input.askedAgain.includes(step.id) && !context.passedSteps.includes(step.id) && (
            <LazyAskedAgainNotice step={step} data={context.data} changed={input.changedAnswers} />
          )}
          {confirmAgain[step.id] && !context.passedSteps.includes(step.id) && (
            <p className="asked-again">{confirmAgain[step.id]}</p>
          )}
          <StepFields
            step={step}
            initialData={openingData}
            formRef={rjsfForm}
            context={wizardContext}
            shown={errors.shown}
            summary={errors.summary}
            summaryData={context.data}
            summaryRef={summaryRef}
            onAnswers={given.changed}
            onBlur={onBlurField}
            // Enter submits without a blur: the text still being typed is part of the step.
            onSubmit={(answers) => onContinueStep(answersNow(answers))}
          >
            <div className="actions">
              {position > 1 && (
                <button type="button" className="secondary-button" onClick={goBack}>
                  Back
                </button>
              )}
              <button
                type="submit"
                className="primary-button"
                aria-disabled={checkWaiting === undefined ? undefined : true}
              >
                Continue
              </button>
            </div>
            {step.serverCheck && (
              <p role="status" className="server-check">
                {checkWaiting}
              </p>
            )}
          </StepFields>
        </>
      )}
      {reviewItems && (
        <LazyReview
          definition={definition}
          steps={entered}
          data={context.data}
          premium={premiumOfInsured(reviewItems)}
          items={reviewItems}
          askedAnswers={askedAnswers(form, context.data).answers}
          signed={signature}
          onEdit={(stepId) => actor.send({ type: 'GOTO', step: stepId, edit: true })}
          onBack={goBack}
          onSubmit={(typed) => {
            setSignature(typed);
            actor.send({ type: 'SUBMIT' });
          }}
        />
      )}
      <LazySubmissionOutcome
        state={state}
        failure={context.failure}
        result={context.result}
        renderConfirmation={renderConfirmation}
        continueWith={continueWith}
        onContinue={onContinue}
        onTryAgain={() => actor.send({ type: 'SUBMIT' })}
        onBackToReview={() => actor.send({ type: 'BACK' })}
      />
    </div>
  );
}
