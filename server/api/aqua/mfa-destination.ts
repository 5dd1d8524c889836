import type { MemberRow } from '../../auth/member-session';
import type { MfaMethod } from '../../db/schema';

/** E-mail goes to the primary address; text and voice to the member's phone. */
export function mfaDestination(member: MemberRow, method: MfaMethod): string | undefined {
  if (method === 'email') return member.email;
  return member.phone ?? undefined;
}
