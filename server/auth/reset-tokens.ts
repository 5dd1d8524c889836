import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { newToken, tokenHash } from './tokens';
import { withinTransaction } from '../db/within-transaction';

/**
 * Ends every live reset link of the member: at a new request (one live link per account), and
 * when the password is reset or changed, so that an older link cannot change it again.
 */
export async function voidResetTokens(
  db: Kysely<Database>,
  memberId: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('reset_tokens')
    .set({ used_at: now })
    .where('member_id', '=', memberId)
    .where('used_at', 'is', null)
    .execute();
}

/**
 * A new reset link for the member, the only live one. The member's row is locked while the old
 * links end and the new one is stored, so two requests at once still leave one live link.
 */
export async function issueResetToken(
  db: Kysely<Database>,
  memberId: string,
  now: Date,
  lifeMinutes: number,
): Promise<string> {
  const token = newToken();
  await withinTransaction(db, async (trx) => {
    await sql`select id from members where id = ${memberId} for update`.execute(trx);
    await voidResetTokens(trx, memberId, now);
    await trx
      .insertInto('reset_tokens')
      .values({
        token_hash: tokenHash(token),
        member_id: memberId,
        expires_at: new Date(now.getTime() + lifeMinutes * 60 * 1000),
      })
      .execute();
  });
  return token;
}
