import { answersOfSteps, enteredSteps, withoutSensitive, type FormData } from '../../../engine';
import { authenticatedMember, memberCredentialsSchema } from '../../auth/member-session';
import { ApiError, fieldErrors } from '../../http/api-error';
import { messages } from '../../../validators';
import { defineAction } from '../action';
import { knownSections, servedForm } from './forms';

interface StepData {
  appId: string;
  formId: string;
  step: string;
  data: FormData;
  memberId?: string;
  memberToken?: string;
}

export const formKeySchema = {
  appId: { type: 'string', minLength: 1, maxLength: 100 },
  formId: { type: 'string', minLength: 1, maxLength: 100 },
} as const;

/**
 * A passed step: validated with the form's own schema and keywords; a logged-in member's draft
 * is saved (sensitive fields never) so it can be resumed on another device.
 */
export const step = defineAction({
  methods: ['POST'],
  schema: {
    type: 'object',
    required: ['appId', 'formId', 'step', 'data'],
    properties: {
      ...formKeySchema,
      step: { type: 'string', minLength: 1, maxLength: 100 },
      data: { type: 'object' },
      ...memberCredentialsSchema,
    },
  },
  async handle(input: StepData, context) {
    const form = servedForm(input.appId, input.formId);
    const { definition, validators } = form;
    if (!definition.steps.some((s) => s.id === input.step)) {
      throw new ApiError(400, messages.checkFormFields, { step: messages.invalid });
    }
    const data = knownSections(form, input.data);
    if (!validators.entersStep(input.step, data)) {
      throw new ApiError(400, messages.checkFormFields, { step: messages.invalid });
    }
    const errors = validators.validateStep(input.step, data);
    if (Object.keys(errors).length > 0) throw fieldErrors(errors);
    if (input.memberId !== undefined || input.memberToken !== undefined) {
      const member = await authenticatedMember(context, {
        memberId: input.memberId ?? '',
        memberToken: input.memberToken ?? '',
      });
      const saved = await context.db
        .selectFrom('application_drafts')
        .select('passed_steps')
        .where('member_id', '=', member.id)
        .where('app_id', '=', input.appId)
        .where('form_id', '=', input.formId)
        .executeTakeFirst();
      // Only steps that validate on these answers, and only their declared fields, are kept:
      // the data also carries answers typed on steps not passed yet, never checked.
      const earlier = saved?.passed_steps ?? [];
      const passed = enteredSteps(definition, validators, data).filter(
        (id) =>
          id === input.step ||
          (earlier.includes(id) && Object.keys(validators.validateStep(id, data)).length === 0),
      );
      const { answers } = answersOfSteps(definition, passed, data);
      const row = {
        data: JSON.stringify(withoutSensitive(answers, form.sensitive)),
        passed_steps: JSON.stringify(passed),
        last_passed_step: input.step,
        updated_at: context.now(),
      };
      await context.db
        .insertInto('application_drafts')
        .values({ member_id: member.id, app_id: input.appId, form_id: input.formId, ...row })
        .onConflict((c) => c.columns(['member_id', 'app_id', 'form_id']).doUpdateSet(row))
        .execute();
    }
    // The answer carries the data (spec 7), but never a sensitive field back in clear.
    const echoed = withoutSensitive(data, form.sensitive);
    return { appId: input.appId, formId: input.formId, step: input.step, data: echoed };
  },
});
