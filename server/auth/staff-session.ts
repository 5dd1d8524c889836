import type { ActionContext } from '../api/action';
import { unauthorized } from '../http/api-error';
import { tokenHash } from './tokens';

/** A staff session lasts a working day at most, however active. */
export const staffSessionLifeMs = 12 * 60 * 60 * 1000;

/**
 * A staff session unused this long has ended on the server too. The console logs its user out
 * after the members' idle time; this is the backstop for a tab left open without its script.
 */
export const staffIdleMs = 30 * 60 * 1000;

export interface StaffMember {
  id: string;
  username: string;
}

/**
 * The super-admin whose live staff session this token is; 401 for a member's token, an unknown,
 * revoked, expired or idle one. Each use marks the session as seen, in the same statement.
 */
export async function authenticatedAdmin(
  context: ActionContext,
  token: string | undefined,
): Promise<StaffMember> {
  if (token === undefined || token === '') throw unauthorized();
  const now = context.now();
  const idleSince = new Date(now.getTime() - staffIdleMs);
  const row = await context.db
    .updateTable('sessions')
    .set({ last_seen_at: now })
    .from('admins')
    .whereRef('admins.id', '=', 'sessions.admin_id')
    .where('sessions.token_hash', '=', tokenHash(token))
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .where('sessions.last_seen_at', '>', idleSince)
    .returning(['admins.id as id', 'admins.username as username'])
    .executeTakeFirst();
  if (row === undefined) throw unauthorized();
  return row;
}
