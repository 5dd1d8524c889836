import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { isValidInstant } from '../calendar';
import { uninsuredExpiryYears } from '../constants';
import { findMemberStatus } from '../lists';
import { statusCode, toInstant, type AccountInput } from './member-account';

dayjs.extend(utc);

const uninsured = 'B';
const expired = 'E';

/**
 * Spec §4: Uninsured (B) becomes Expired (E) 2 calendar years after the account became
 * Uninsured (statusSince), from that instant on. Without a readable statusSince it stays B.
 */
export function effectiveMemberStatus(account: AccountInput, now: Date): string {
  const code = statusCode(account);
  if (code !== uninsured) return code;
  const since = toInstant(account?.statusSince);
  if (since === undefined || !isValidInstant(now)) return code;
  const expiresAt = dayjs.utc(since).add(uninsuredExpiryYears, 'year');
  return now.getTime() >= expiresAt.valueOf() ? expired : code;
}

export function isInForce(account: AccountInput, now: Date): boolean {
  return findMemberStatus(effectiveMemberStatus(account, now))?.inForce ?? false;
}
