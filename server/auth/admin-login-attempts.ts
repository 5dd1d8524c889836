import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { loginAttemptLifeMinutes } from './mfa';

/**
 * A super-admin's password check passed with MFA on: the login waits for a code, as a member's
 * does (the codes are the members' mfa_codes, bound to this attempt). Earlier ones are closed.
 */
export async function openAdminLoginAttempt(
  db: Kysely<Database>,
  adminId: string,
  now: Date,
): Promise<string> {
  const id = randomUUID();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('login_attempts')
      .set({ completed_at: now })
      .where('admin_id', '=', adminId)
      .where('completed_at', 'is', null)
      .execute();
    await trx
      .insertInto('login_attempts')
      .values({
        id,
        member_id: null,
        admin_id: adminId,
        expires_at: new Date(now.getTime() + loginAttemptLifeMinutes * 60 * 1000),
      })
      .execute();
  });
  return id;
}

export async function pendingAdminLoginAttempt(
  db: Kysely<Database>,
  adminId: string,
  now: Date,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('login_attempts')
    .select('id')
    .where('admin_id', '=', adminId)
    .where('completed_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  return row?.id;
}
