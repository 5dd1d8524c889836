import { revokeSession } from '../../auth/sessions';
import { staffAction, type StaffInput } from './staff-action';

/** Ends the staff session (the console forgets its token too). */
export const logout = staffAction('logout', {
  properties: {},
  async handle(data: StaffInput, context) {
    await revokeSession(context.db, data.adminToken ?? '', context.now());
    return { ok: true };
  },
});
