import { unlockLogins } from './login-lock';
import { memberIdSchema, memberOf } from './member-row';
import { staffAction, type StaffInput } from './staff-action';

interface UnlockData extends StaffInput {
  memberId: string;
}

/** Lets a member whose logins are throttled try again at once (their password is unchanged). */
export const unlockLogin = staffAction('unlockLogin', {
  properties: { memberId: memberIdSchema },
  required: ['memberId'],
  async handle(input: UnlockData, context) {
    const row = await memberOf(context, input.memberId);
    await unlockLogins(context.db, row.id);
    return { memberId: row.id, unlocked: true };
  },
});
