import { memberStatuses } from '../../../validators';
import { fieldErrors } from '../../http/api-error';
import { reasonRequiredMessage } from './application-statuses';
import { memberIdSchema, memberOf } from './member-row';
import { staffAction, type StaffInput } from './staff-action';

interface StatusChange extends StaffInput {
  memberId: string;
  status: string;
  reason: string;
}

/** A manual status change (the automatic ones need none); the reason goes to the audit log. */
export const changeMemberStatus = staffAction('changeMemberStatus', {
  properties: {
    memberId: memberIdSchema,
    status: { type: 'string', enum: memberStatuses.map((s) => s.code) },
    reason: { type: 'string', maxLength: 500 },
  },
  required: ['memberId', 'status', 'reason'],
  async handle(input: StatusChange, context) {
    if (input.reason.trim() === '') throw fieldErrors({ reason: reasonRequiredMessage });
    const row = await memberOf(context, input.memberId);
    await context.db
      .updateTable('members')
      .set({ account_status: input.status, status_since: context.now() })
      .where('id', '=', row.id)
      .execute();
    return { memberId: row.id, from: row.account_status, accountStatus: input.status };
  },
  auditDetail: (input, result) => ({
    memberId: input.memberId,
    from: result.from,
    to: result.accountStatus,
    reason: input.reason.trim(),
  }),
});
