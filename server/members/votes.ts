import type { Kysely } from 'kysely';
import type { ElectionConfig } from '../../validators';
import type { Database } from '../db/schema';

/** One election per annual meeting. */
export const electionId = (config: ElectionConfig): string =>
  `annual-meeting-${config.annualMeeting}`;

export async function hasVoted(
  db: Kysely<Database>,
  memberId: string,
  config: ElectionConfig,
): Promise<boolean> {
  const vote = await db
    .selectFrom('votes')
    .select('member_id')
    .where('member_id', '=', memberId)
    .where('election_id', '=', electionId(config))
    .executeTakeFirst();
  return vote !== undefined;
}
