import {
  authenticatedMember,
  memberCredentialsSchema,
  type MemberCredentials,
} from '../../auth/member-session';
import { defineAction } from '../action';
import { servedForm } from './forms';
import { deleteDraft, isSubmitted } from './draft-rows';
import { formKeySchema } from './step';

interface DraftData extends MemberCredentials {
  appId: string;
  formId: string;
}

/**
 * A logged-in member's saved draft of a form (sensitive fields are asked again). Having none is
 * an answer, not an error: `data` is null then (every member opening a form asks).
 */
export const draft = defineAction({
  schema: {
    type: 'object',
    required: ['appId', 'formId', 'memberId', 'memberToken'],
    properties: { ...formKeySchema, ...memberCredentialsSchema },
  },
  async handle(input: DraftData, context) {
    servedForm(input.appId, input.formId);
    const member = await authenticatedMember(context, input);
    const row = await context.db
      .selectFrom('application_drafts')
      .selectAll()
      .where('member_id', '=', member.id)
      .where('app_id', '=', input.appId)
      .where('form_id', '=', input.formId)
      .executeTakeFirst();
    // A draft whose application was received since (its last step saved after the submission)
    // is finished, not resumed.
    const finished =
      row?.submission_key != null && (await isSubmitted(context.db, row.submission_key));
    if (finished)
      await deleteDraft(context.db, {
        memberId: member.id,
        appId: input.appId,
        formId: input.formId,
      });
    if (!row || finished)
      return {
        appId: input.appId,
        formId: input.formId,
        data: null,
        passedSteps: [],
        lastPassedStep: null,
        updatedAt: null,
        idempotencyKey: null,
        formVersion: null,
      };
    return {
      appId: row.app_id,
      formId: row.form_id,
      data: row.data,
      passedSteps: row.passed_steps,
      lastPassedStep: row.last_passed_step,
      updatedAt: row.updated_at.toISOString(),
      // The application finished on this device is submitted under the same key: once.
      idempotencyKey: row.submission_key,
      // The browser migrates answers of an earlier version when it resumes the draft.
      formVersion: row.form_version ?? 1,
    };
  },
});
