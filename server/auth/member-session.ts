import type { Selectable } from 'kysely';
import type { ActionContext } from '../api/action';
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

/** The member whose live session this is (one query); 401 when the token is not that member's. */
export async function authenticatedMember(
  context: ActionContext,
  credentials: MemberCredentials,
): Promise<MemberRow> {
  const member = await context.db
    .selectFrom('members')
    .innerJoin('sessions', 'sessions.member_id', 'members.id')
    .selectAll('members')
    .where('sessions.token_hash', '=', tokenHash(credentials.memberToken))
    .where('members.id', '=', credentials.memberId)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', context.now())
    .executeTakeFirst();
  if (member === undefined) throw unauthorized();
  return member;
}
