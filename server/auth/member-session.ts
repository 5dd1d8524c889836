import type { Selectable } from 'kysely';
import type { ActionContext } from '../api/action';
import { preparedQuery } from '../db/prepared-query';
import type { MembersTable } from '../db/schema';
import { unauthorized } from '../http/api-error';
import { tokenHash } from './tokens';

export interface MemberCredentials {
  memberId: string;
  memberToken: string;
}

/** The schema part every member action shares. */
export const memberCredentialsSchema = {
  memberId: { type: 'string', minLength: 1, maxLength: 100 },
  memberToken: { type: 'string', minLength: 1, maxLength: 200 },
} as const;

export type MemberRow = Selectable<MembersTable>;

/** The member holding a session by its token's hash, when that session is live. */
export const memberOfLiveSession = preparedQuery((db, hash: string, memberId: string, now: Date) =>
  db
    .selectFrom('members')
    .innerJoin('sessions', 'sessions.member_id', 'members.id')
    .selectAll('members')
    .where('sessions.token_hash', '=', hash)
    .where('members.id', '=', memberId)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now),
);

/** The member whose live session this is (one query); 401 when the token is not that member's. */
export async function authenticatedMember(
  context: ActionContext,
  credentials: MemberCredentials,
): Promise<MemberRow> {
  const [member] = await memberOfLiveSession(
    context.db,
    tokenHash(credentials.memberToken),
    credentials.memberId,
    context.now(),
  );
  if (member === undefined) throw unauthorized();
  return member;
}
