import type { ActionContext } from '../api/action';
import { loginMember, type LoginMember } from '../members/login-member';
import type { MemberRow } from './member-session';
import { createSession } from './sessions';

export interface LoggedIn {
  token: string;
  member: LoginMember;
}

/** The answer of a completed login (password only, or password then code). */
export async function loggedIn(context: ActionContext, member: MemberRow): Promise<LoggedIn> {
  const token = await createSession(context.db, { memberId: member.id }, context.now());
  return { token, member: loginMember(member) };
}
