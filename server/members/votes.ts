import type { Kysely } from 'kysely';
import type { ElectionConfig } from '../../validators';
import { preparedQuery } from '../db/prepared-query';
import type { Database } from '../db/schema';

/** One election per annual meeting. */
export const electionId = (config: ElectionConfig): string =>
  `annual-meeting-${config.annualMeeting}`;

export const votesOf = preparedQuery((db, memberId: string, election: string) =>
  db
    .selectFrom('votes')
    .select('member_id')
    .where('member_id', '=', memberId)
    .where('election_id', '=', election),
);

export async function hasVoted(
  db: Kysely<Database>,
  memberId: string,
  config: ElectionConfig,
): Promise<boolean> {
  const votes = await votesOf(db, memberId, electionId(config));
  return votes.length > 0;
}
