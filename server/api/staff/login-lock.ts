import type { Kysely } from 'kysely';
import { loginSubjects, memberAccount } from '../../auth/login-throttle';
import { clearAttempts } from '../../auth/throttle';
import type { ThrottleConfig } from '../../config';
import type { Database } from '../../db/schema';

const subjectsOf = (memberId: string) => {
  const { account, pair } = loginSubjects({ kind: 'login', account: memberAccount(memberId) }, '');
  // A pair subject ends with the address: every address's pair for this account.
  return { account, pairPrefix: pair };
};

/** Whether the member's logins are held back now: the account's limit or an address's delay. */
export async function loginLock(
  db: Kysely<Database>,
  memberId: string,
  config: ThrottleConfig,
  now: Date,
) {
  const { account, pairPrefix } = subjectsOf(memberId);
  const rows = await db
    .selectFrom('throttle_counters')
    .selectAll()
    .where((eb) => eb.or([eb('subject', '=', account), eb('subject', 'like', `${pairPrefix}%`)]))
    .execute();
  const failures = rows.find((row) => row.subject === account)?.attempts ?? 0;
  const delayedUntil = rows
    .map((row) => row.next_allowed_at)
    .filter((at): at is Date => at !== null && at > now)
    .sort((a, b) => b.getTime() - a.getTime())[0];
  return {
    failures,
    locked: failures >= config.loginAccount.max || delayedUntil !== undefined,
    delayedUntil: delayedUntil?.toISOString() ?? null,
  };
}

/** Forgets the member's counted login failures: the account's and every address's. */
export async function unlockLogins(db: Kysely<Database>, memberId: string): Promise<void> {
  const { account, pairPrefix } = subjectsOf(memberId);
  await clearAttempts(db, [account]);
  await db.deleteFrom('throttle_counters').where('subject', 'like', `${pairPrefix}%`).execute();
}
