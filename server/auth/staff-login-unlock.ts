import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { loginSubjects } from './login-throttle';
import { clearAttempts } from './throttle';

/**
 * Forgets a super-admin's counted login failures, the account's and every address's: the way
 * back for a super-admin shut out by strangers' guesses, who has no reset link (run on the
 * server as npm run staff:unlock -- <username>). Answers whether there is such a super-admin.
 */
export async function unlockStaffLogin(db: Kysely<Database>, username: string): Promise<boolean> {
  const admin = await db
    .selectFrom('admins')
    .select('id')
    .where('username', '=', username.trim())
    .executeTakeFirst();
  if (admin === undefined) return false;
  const { account, pair } = loginSubjects({ kind: 'admin-login', account: admin.id }, '');
  await clearAttempts(db, [account]);
  // A pair subject ends with the address: every address's pair for this account.
  await db.deleteFrom('throttle_counters').where('subject', 'like', `${pair}%`).execute();
  return true;
}
