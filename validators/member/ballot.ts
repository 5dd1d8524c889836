import { election, isInElectionWindow, type ElectionConfig } from '../calendar';
import { findMemberStatus } from '../lists';
import { hasAccountError, type AccountInput } from './member-account';
import { effectiveMemberStatus } from './member-status';

/**
 * Spec §4 and §6: inside the election window, no account error, and a status whose ballot flag
 * is set (I, S, B). The status is the effective one, so an Uninsured member who has expired
 * (E) no longer votes.
 */
export function isBallotAllowed(
  account: AccountInput,
  now: Date,
  config: ElectionConfig = election,
): boolean {
  if (!isInElectionWindow(now, config) || hasAccountError(account)) return false;
  return findMemberStatus(effectiveMemberStatus(account, now))?.ballot ?? false;
}
