import type { StaffInput } from './staff-action';
import { staffAction } from './staff-action';

/** Who is logged in to the console: each page asks before showing anything. */
export const session = staffAction('session', {
  properties: {},
  audited: false,
  async handle(_data: StaffInput, _context, admin) {
    return { admin: { _id: admin.id, username: admin.username } };
  },
});
