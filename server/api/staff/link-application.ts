import { ApiError, fieldErrors } from '../../http/api-error';
import { linkApplicationToMember } from '../application/member-application';
import { reasonRequiredMessage } from './application-statuses';
import { memberIdSchema, memberOf } from './member-row';
import { staffAction, type StaffInput } from './staff-action';
import { applicationIdSchema, submissionOf } from './submission-row';

interface LinkData extends StaffInput {
  applicationId: string;
  memberId: string;
  reason: string;
}

export const alreadyLinkedMessage = 'This application already belongs to a member account.';

/**
 * Links an application sent without logging in to a member's account, saying why (the member
 * called with their reference number, say): it joins the member's applications as if they had
 * claimed it. Audited with the reason, as every staff action is.
 */
export const linkApplication = staffAction('linkApplication', {
  properties: {
    applicationId: applicationIdSchema,
    memberId: memberIdSchema,
    reason: { type: 'string', maxLength: 2000 },
  },
  required: ['applicationId', 'memberId', 'reason'],
  async handle(input: LinkData, context) {
    const reason = input.reason.trim();
    if (reason === '') throw fieldErrors({ reason: reasonRequiredMessage });
    const { row, form } = await submissionOf(context, input.applicationId);
    const member = await memberOf(context, input.memberId);
    if (row.member_id !== null) throw new ApiError(409, alreadyLinkedMessage);
    const linked = await linkApplicationToMember(context.db, form.definition, {
      applicationId: row.application_id,
      memberId: member.id,
    });
    if (!linked) throw new ApiError(409, alreadyLinkedMessage);
    return {
      applicationId: row.application_id,
      referenceNumber: row.reference_number,
      memberId: member.id,
    };
  },
  auditDetail: (input, result) => ({
    applicationId: input.applicationId,
    referenceNumber: result.referenceNumber,
    memberId: input.memberId,
    reason: input.reason.trim(),
  }),
});
