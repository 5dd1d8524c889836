import type { MemberRow } from '../auth/member-session';

/** Spec §3 "Member (login response)". */
export interface LoginMember {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  username?: string;
  phone?: string;
}

export function loginMember(member: MemberRow): LoginMember {
  return {
    _id: member.id,
    firstName: member.first_name,
    lastName: member.last_name,
    email: member.email,
    ...(member.username !== null ? { username: member.username } : {}),
    ...(member.phone !== null ? { phone: member.phone } : {}),
  };
}
