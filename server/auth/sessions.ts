import type { Kysely } from 'kysely';
import { memberCookieLifeDays, secondsPerDay } from '../../validators';
import type { Database } from '../db/schema';
import { newToken, tokenHash } from './tokens';

/** A session lives as long as the member cookie: 30 days. */
export const sessionLifeMs = memberCookieLifeDays * secondsPerDay * 1000;

type Owner = { memberId: string } | { adminId: string };

/** A new session at every login; only the token's hash is stored. */
export async function createSession(
  db: Kysely<Database>,
  owner: Owner,
  now: Date,
  lifeMs = sessionLifeMs,
): Promise<string> {
  const token = newToken();
  await db
    .insertInto('sessions')
    .values({
      token_hash: tokenHash(token),
      member_id: 'memberId' in owner ? owner.memberId : null,
      admin_id: 'adminId' in owner ? owner.adminId : null,
      expires_at: new Date(now.getTime() + lifeMs),
      // A staff session ends when idle: its use is counted from the login.
      last_seen_at: 'adminId' in owner ? now : null,
    })
    .execute();
  return token;
}

export async function revokeSession(db: Kysely<Database>, token: string, now: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('token_hash', '=', tokenHash(token))
    .where('revoked_at', 'is', null)
    .execute();
}

/** Every session of the member, e.g. at a password change or reset. */
export async function revokeMemberSessions(
  db: Kysely<Database>,
  memberId: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null)
    .execute();
}
