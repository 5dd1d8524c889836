import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { mfaCodeHash, newMfaCode, sameHash } from './mfa';

/** A code proves the member controls the e-mail address: 6 digits, 30 minutes, 5 wrong tries. */
export const setupCodeLifeMinutes = 30;
export const setupCodeMaxWrongTries = 5;

const minuteMs = 60 * 1000;

/** Issues the member's one live code; any code issued before it stops working. */
export async function issueSetupCode(
  db: Kysely<Database>,
  memberId: string,
  now: Date,
): Promise<string> {
  const code = newMfaCode();
  const id = randomUUID();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('setup_username_codes')
      .set({ used_at: now })
      .where('member_id', '=', memberId)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('setup_username_codes')
      .values({
        id,
        member_id: memberId,
        // Bound to its row: the same digits of another code hash differently.
        code_hash: mfaCodeHash(id, code),
        expires_at: new Date(now.getTime() + setupCodeLifeMinutes * minuteMs),
      })
      .execute();
  });
  return code;
}

export type SetupCodeCheck =
  | {
      outcome: 'accepted';
      memberId: string;
      spend: (trx: Transaction<Database>) => Promise<boolean>;
    }
  | { outcome: 'wrong' | 'expired' | 'exhausted' | 'none' };

/**
 * Checks a code against the live code of the member without a username who has this e-mail
 * address. Each try is counted before the comparison, atomically, so parallel guesses cannot pass
 * the cap. An accepted code is spent by `spend`, inside the caller's transaction, so the code
 * stays live when setting the username fails.
 */
export async function checkSetupCode(
  db: Kysely<Database>,
  email: string,
  code: string,
  now: Date,
): Promise<SetupCodeCheck> {
  const row = await db
    .selectFrom('setup_username_codes as c')
    .innerJoin('members as m', 'm.id', 'c.member_id')
    .select(['c.id', 'c.member_id', 'c.code_hash', 'c.expires_at'])
    .where(sql<string>`lower(m.email)`, '=', email.trim().toLowerCase())
    .where('m.username', 'is', null)
    .where('c.used_at', 'is', null)
    .orderBy('c.created_at', 'desc')
    .executeTakeFirst();
  if (row === undefined) return { outcome: 'none' };
  if (row.expires_at.getTime() <= now.getTime()) return { outcome: 'expired' };
  const counted = await db
    .updateTable('setup_username_codes')
    .set((eb) => ({ wrong_tries: eb('wrong_tries', '+', 1) }))
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .where('wrong_tries', '<', setupCodeMaxWrongTries)
    .returning('wrong_tries')
    .executeTakeFirst();
  if (counted === undefined) return { outcome: 'exhausted' };
  if (!sameHash(row.code_hash, mfaCodeHash(row.id, code))) {
    return { outcome: counted.wrong_tries >= setupCodeMaxWrongTries ? 'exhausted' : 'wrong' };
  }
  return {
    outcome: 'accepted',
    memberId: row.member_id,
    // Spending is conditional, so a code works once even under a race.
    spend: async (trx) => {
      const spent = await trx
        .updateTable('setup_username_codes')
        .set({ used_at: now })
        .where('id', '=', row.id)
        .where('used_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      return spent !== undefined;
    },
  };
}
