import { userDataFor } from '../aqua/user-data-for';
import { loginLock } from './login-lock';
import { memberIdSchema, memberOf } from './member-row';
import { staffAction, type StaffInput } from './staff-action';

interface MemberQuery extends StaffInput {
  memberId: string;
}

/**
 * One member as getUser shows them (data, account fields and derived data of spec §3; SSN
 * masked, never a password) with what staff also need: MFA, status since and the login lock.
 */
export const member = staffAction('member', {
  properties: { memberId: memberIdSchema },
  required: ['memberId'],
  async handle(input: MemberQuery, context) {
    const row = await memberOf(context, input.memberId);
    const now = context.now();
    const [user, lock] = await Promise.all([
      userDataFor(row, context),
      loginLock(context.db, row.id, context.config.throttle, now),
    ]);
    return {
      user,
      account: {
        mfaMethods: row.mfa_methods,
        statusSince: row.status_since?.toISOString() ?? null,
        createdAt: row.created_at.toISOString(),
        hasUsername: row.username !== null,
      },
      login: lock,
    };
  },
  auditDetail: (input) => ({ memberId: input.memberId }),
});
