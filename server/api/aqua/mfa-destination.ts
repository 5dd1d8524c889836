import type { MemberRow } from '../../auth/member-session';
import type { MfaMethod } from '../../db/schema';

/**
 * How a login's code may come: the member's MFA methods, or by e-mail when a login without MFA
 * is asked for a code (the account's failures from elsewhere, see beginLoginAttempt).
 */
export function loginCodeMethods(member: MemberRow): MfaMethod[] {
  return member.mfa_enabled && member.mfa_methods.length > 0 ? member.mfa_methods : ['email'];
}

/** E-mail goes to the primary address; text and voice to the member's phone. */
export function mfaDestination(member: MemberRow, method: MfaMethod): string | undefined {
  if (method === 'email') return member.email;
  return member.phone ?? undefined;
}
