import { answersOfSteps, trimmedAnswers, withoutSensitive, type FormData } from '../../../engine';
import { messages } from '../../../validators';
import {
  authenticatedMember,
  memberCredentialsSchema,
  type MemberRow,
} from '../../auth/member-session';
import { throttleAddress, throttleTarget } from '../../auth/request-throttle';
import { ApiError, fieldErrors } from '../../http/api-error';
import { defineAction } from '../action';
import { isSubmitted } from './draft-rows';
import { knownSections, servedForm } from './forms';
import { passedStepsOf } from './passed-steps';
import {
  mailResumeLink,
  savedApplicationLifeMs,
  storeSavedApplication,
} from './saved-applications';
import { formKeySchema, idempotencyKeySchema } from './step';

interface SaveData {
  appId: string;
  formId: string;
  /** Where the link goes; a logged-in member's own address when left out. */
  email?: string;
  data: FormData;
  /** The steps the browser passed; only those the answers still pass are kept. */
  passedSteps: string[];
  idempotencyKey?: string;
  memberId?: string;
  memberToken?: string;
}

export const applicationSavedMessage = (email: string): string =>
  `Your application is saved. We have e-mailed a link to ${email}: open it on this or any other device within 30 days to finish where you stopped. The link works once.`;

export const alreadyReceivedMessage =
  'This application was already received, so there is nothing left to save.';

/**
 * Save and finish later: the answers of the steps passed (sensitive fields never) kept for 30
 * days, each save under its own single-use link e-mailed after the answer, so that a save by
 * someone else for the same address replaces nothing. Throttled per caller, per caller and
 * address, and per address, as every action that sends mail.
 */
export const save = defineAction({
  methods: ['POST'],
  schema: {
    type: 'object',
    required: ['appId', 'formId', 'data', 'passedSteps'],
    properties: {
      ...formKeySchema,
      email: { type: 'string', minLength: 1, rule: 'email' },
      data: { type: 'object' },
      passedSteps: {
        type: 'array',
        maxItems: 100,
        items: { type: 'string', minLength: 1, maxLength: 100 },
      },
      idempotencyKey: idempotencyKeySchema,
      ...memberCredentialsSchema,
    },
  },
  async handle(input: SaveData, context) {
    const form = servedForm(input.appId, input.formId);
    let member: MemberRow | undefined;
    if (input.memberId !== undefined || input.memberToken !== undefined)
      member = await authenticatedMember(context, {
        memberId: input.memberId ?? '',
        memberToken: input.memberToken ?? '',
      });
    const email = (input.email ?? member?.email ?? '').trim().toLowerCase();
    if (email === '') throw fieldErrors({ email: messages.required });
    await throttleAddress(context, 'application.save');
    const { mailPerTarget, savesPerTarget } = context.config.throttle;
    await throttleTarget(
      context,
      'application.save',
      `${email} from ${context.address}`,
      mailPerTarget,
    );
    await throttleTarget(context, 'application.save', email, savesPerTarget);
    const data = knownSections(form, trimmedAnswers(input.data));
    const passedSteps = passedStepsOf(form, data, input.passedSteps);
    if (passedSteps.length === 0) throw new ApiError(400, messages.checkFormFields);
    const key = input.idempotencyKey ?? null;
    // An application already received is not saved again: its link would reopen a finished one.
    if (key !== null && (await isSubmitted(context.db, key)))
      throw new ApiError(409, alreadyReceivedMessage);
    const { answers } = answersOfSteps(form.definition, passedSteps, data);
    const now = context.now();
    const id = await storeSavedApplication(
      context.db,
      {
        email,
        memberId: member?.id ?? null,
        definition: form.definition,
        data: withoutSensitive(answers, form.sensitive),
        passedSteps,
        submissionKey: key,
      },
      now,
    );
    const expiresAt = new Date(now.getTime() + savedApplicationLifeMs);
    context.afterAnswer.run(
      () => mailResumeLink(context, { id, email, expires_at: expiresAt }, form.definition.title),
      context.log,
    );
    return { message: applicationSavedMessage(email), expiresAt: expiresAt.toISOString() };
  },
});
