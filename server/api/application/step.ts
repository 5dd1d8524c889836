import {
  answersOfSteps,
  askedAnswers,
  enteredSteps,
  formVersionOf,
  migrateSavedAnswers,
  trimmedAnswers,
  withoutSensitive,
  type FieldErrors,
  type FormData,
} from '../../../engine';
import { authenticatedMember, memberCredentialsSchema } from '../../auth/member-session';
import { ApiError, fieldErrors } from '../../http/api-error';
import { isRecord, messages } from '../../../validators';
import { throttleAddress } from '../../auth/request-throttle';
import { cardSection, checkedCard } from './payment-answers';
import { defineAction, type ActionContext } from '../action';
import { deleteDraft, isSubmitted } from './draft-rows';
import { knownSections, servedForm, type ServedForm } from './forms';
import { assertMemberMayApply } from './member-eligibility';
import { errorsOfPassedStep } from './passed-steps';

interface StepData {
  appId: string;
  formId: string;
  step: string;
  data: FormData;
  /** The application's submission key: a member's draft keeps it for their other devices. */
  idempotencyKey?: string;
  memberId?: string;
  memberToken?: string;
}

/** An application's submission key, as the browser makes it (a UUID) or any like it. */
export const idempotencyKeySchema = {
  type: 'string',
  minLength: 16,
  maxLength: 100,
  pattern: '^[A-Za-z0-9_-]+$',
} as const;

export const formKeySchema = {
  appId: { type: 'string', minLength: 1, maxLength: 100 },
  formId: { type: 'string', minLength: 1, maxLength: 100 },
} as const;

/**
 * What the answer carries back, success or refusal (spec 7): only the answers the steps the data
 * leads to ask for (askedAnswers: a field no step declares, or a section of a step not taken,
 * is neither stored nor echoed), and never a sensitive field in clear.
 */
const echoedData = (form: ServedForm, data: FormData): FormData =>
  withoutSensitive(askedAnswers(form, data).answers, form.sensitive);

/**
 * The errors of `stepId` and of every step the data enters before it: a step is passed only
 * after the ones before it (the Quick Step's coverage limit reads the date of birth asked
 * earlier).
 */
function errorsUpTo(form: ServedForm, stepId: string, data: FormData): FieldErrors {
  const entered = enteredSteps(form, data);
  const earlier = entered.slice(0, entered.indexOf(stepId));
  const errors: FieldErrors = {};
  for (const id of earlier) Object.assign(errors, errorsOfPassedStep(form, id, data));
  return { ...errors, ...form.validators.validateStep(stepId, data) };
}

/**
 * What a step marked `serverCheck` asks of the server beyond its schema: its card checked with
 * the card's bank (forms/fragments/payment.json), refused as a declined card's message under the
 * number. The card is kept by the gateway only for the check; the submission checks it again.
 */
async function serverCheck(
  form: ServedForm,
  stepId: string,
  data: FormData,
  context: ActionContext,
): Promise<void> {
  const step = form.definition.steps.find((s) => s.id === stepId);
  const card = data[cardSection];
  if (!step?.serverCheck || !isRecord(card)) return;
  await throttleAddress(
    context,
    'application.cardCheck',
    context.config.throttle.cardCheckPerAddress,
  );
  await checkedCard(card, context.payments, context.now());
}

/** A logged-in member's draft: the steps passed so far that still validate, and their answers. */
async function saveDraft(
  input: StepData,
  form: ServedForm,
  data: FormData,
  context: ActionContext,
): Promise<void> {
  const { definition } = form;
  const member = await authenticatedMember(context, {
    memberId: input.memberId ?? '',
    memberToken: input.memberToken ?? '',
  });
  assertMemberMayApply(definition, member);
  const saved = await context.db
    .selectFrom('application_drafts')
    .select(['passed_steps', 'submission_key', 'form_version'])
    .where('member_id', '=', member.id)
    .where('app_id', '=', input.appId)
    .where('form_id', '=', input.formId)
    .executeTakeFirst();
  // A step of an application already received (passed in another window or on another device
  // after it was sent) leaves no draft: one would give its key to the member's next application.
  const key = input.idempotencyKey ?? saved?.submission_key ?? undefined;
  if (key !== undefined && (await isSubmitted(context.db, key))) {
    await deleteDraft(context.db, {
      memberId: member.id,
      appId: input.appId,
      formId: input.formId,
    });
    return;
  }
  // Only steps that validate on these answers, and only their declared fields, are kept:
  // the data also carries answers typed on steps not passed yet, never checked. The step sent
  // and every step before it were just checked (errorsUpTo), so all of them are passed: a draft
  // never claims a step beyond one it lacks.
  // Steps passed under an earlier version of the form are named as today's form names them.
  const earlier = migrateSavedAnswers(definition, {
    version: saved?.form_version ?? undefined,
    data: {},
    passedSteps: saved?.passed_steps ?? [],
  }).passedSteps;
  const entered = enteredSteps(form, data);
  const sent = entered.indexOf(input.step);
  const passed = entered.filter(
    (id, i) =>
      i <= sent ||
      (earlier.includes(id) && Object.keys(errorsOfPassedStep(form, id, data)).length === 0),
  );
  const { answers } = answersOfSteps(definition, passed, data);
  const row = {
    data: JSON.stringify(withoutSensitive(answers, form.sensitive)),
    passed_steps: JSON.stringify(passed),
    // The last step still passed, in the order the answers lead (spec 4), not the one just sent.
    last_passed_step: passed[passed.length - 1] ?? null,
    updated_at: context.now(),
    form_version: formVersionOf(definition),
    // A step sent without one keeps the key the draft has.
    ...(input.idempotencyKey === undefined ? {} : { submission_key: input.idempotencyKey }),
  };
  await context.db
    .insertInto('application_drafts')
    .values({ member_id: member.id, app_id: input.appId, form_id: input.formId, ...row })
    .onConflict((c) => c.columns(['member_id', 'app_id', 'form_id']).doUpdateSet(row))
    .execute();
}

/**
 * A passed step: validated, with every step the data enters before it, with the form's own
 * schemas and keywords; a logged-in member's draft is saved (sensitive fields never) so it can
 * be resumed on another device. Every answer, refusals included, carries the data (spec 7).
 */
export const step = defineAction({
  methods: ['POST'],
  answersIn: 'data',
  schema: {
    type: 'object',
    required: ['appId', 'formId', 'step', 'data'],
    properties: {
      ...formKeySchema,
      step: { type: 'string', minLength: 1, maxLength: 100 },
      data: { type: 'object' },
      idempotencyKey: idempotencyKeySchema,
      ...memberCredentialsSchema,
    },
  },
  async handle(input: StepData, context) {
    let form: ServedForm;
    try {
      form = servedForm(input.appId, input.formId);
    } catch (error) {
      // No form by these keys: none of the answers is one it asks for.
      throw error instanceof ApiError ? error.withFields({ data: {} }) : error;
    }
    // Stored as checked: texts trimmed, blank ones none.
    const data = knownSections(form, trimmedAnswers(input.data));
    const echoed = echoedData(form, data);
    try {
      if (!form.definition.steps.some((s) => s.id === input.step)) {
        throw new ApiError(400, messages.checkFormFields, { step: messages.invalid });
      }
      if (!form.validators.entersStep(input.step, data)) {
        throw new ApiError(400, messages.checkFormFields, { step: messages.invalid });
      }
      const errors = errorsUpTo(form, input.step, data);
      if (Object.keys(errors).length > 0) throw fieldErrors(errors);
      await serverCheck(form, input.step, data, context);
      if (input.memberId !== undefined || input.memberToken !== undefined) {
        await saveDraft(input, form, data, context);
      }
    } catch (error) {
      throw error instanceof ApiError ? error.withFields({ data: echoed }) : error;
    }
    return { appId: input.appId, formId: input.formId, step: input.step, data: echoed };
  },
});
