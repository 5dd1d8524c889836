import { findMemberStatus } from '../lists';
import { isNationalGuardAffiliation } from './affiliation';
import { hasAccountError, statusCode, type AccountInput } from './member-account';

/**
 * Spec §4 and §6: no account error, a status in force (I, S, N) and not a National Guard
 * affiliation, whose members pay through the Guard instead. The in-force statuses never expire,
 * so the stored status is enough and the rule needs no clock.
 */
export function isPaymentAllowed(account: AccountInput): boolean {
  if (hasAccountError(account) || isNationalGuardAffiliation(account?.affiliation)) return false;
  return findMemberStatus(statusCode(account))?.inForce ?? false;
}
