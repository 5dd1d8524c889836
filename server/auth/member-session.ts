import type { Selectable } from 'kysely';
import type { ActionContext } from '../api/action';
import type { MembersTable } from '../db/schema';
import { unauthorized } from '../http/api-error';
import { isMemberSession } from './sessions';

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

/** The member whose live session this is; 401 when the token is not that member's. */
export async function authenticatedMember(
  context: ActionContext,
  credentials: MemberCredentials,
): Promise<MemberRow> {
  const live = await isMemberSession(
    context.db,
    credentials.memberId,
    credentials.memberToken,
    context.now(),
  );
  const member = live
    ? await context.db
        .selectFrom('members')
        .selectAll()
        .where('id', '=', credentials.memberId)
        .executeTakeFirst()
    : undefined;
  if (member === undefined) throw unauthorized();
  return member;
}
