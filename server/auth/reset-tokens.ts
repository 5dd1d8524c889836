import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

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
