import type { Kysely } from 'kysely';
import type { ThrottleConfig } from '../config';
import type { Database } from '../db/schema';
import { ApiError } from '../http/api-error';

const hourMs = 3600 * 1000;

export const tooManyAttemptsMessage =
  'Too many failed attempts. Please wait a moment and try again, or reset your password.';

/** Subjects of the failure counters: the account tried, and the address it was tried from. */
export const accountSubject = (username: string): string =>
  `account:${username.trim().toLowerCase()}`;
export const addressSubject = (address: string): string => `address:${address}`;

/**
 * Refuses (429) an attempt on an account or from an address with too many recent failures.
 * Counters live in the database, so several server instances count together.
 */
export async function checkThrottle(
  db: Kysely<Database>,
  config: ThrottleConfig,
  subjects: { account: string; address: string },
  now: Date,
): Promise<void> {
  const since = new Date(now.getTime() - hourMs);
  const rows = await db
    .selectFrom('login_failures')
    .select(['subject', db.fn.countAll<string>().as('failures'), db.fn.max('failed_at').as('last')])
    .where('subject', 'in', [subjects.account, subjects.address])
    .where('failed_at', '>', since)
    .groupBy('subject')
    .execute();
  const account = rows.find((row) => row.subject === subjects.account);
  const address = rows.find((row) => row.subject === subjects.address);
  if (address !== undefined && Number(address.failures) >= config.addressLimit) {
    throw new ApiError(429, tooManyAttemptsMessage);
  }
  if (account === undefined) return;
  const failures = Number(account.failures);
  if (failures >= config.accountLimit) throw new ApiError(429, tooManyAttemptsMessage);
  if (failures >= config.accountSlowAfter) {
    const waitSeconds = Math.min(2 ** (failures - config.accountSlowAfter), config.maxDelaySeconds);
    const last = new Date(account.last).getTime();
    if (now.getTime() - last < waitSeconds * 1000) throw new ApiError(429, tooManyAttemptsMessage);
  }
}

export async function recordFailure(
  db: Kysely<Database>,
  subjects: { account: string; address: string },
  now: Date,
): Promise<void> {
  await db
    .insertInto('login_failures')
    .values([
      { subject: subjects.account, failed_at: now },
      { subject: subjects.address, failed_at: now },
    ])
    .execute();
}

/** A successful login ends the account's slowing; the address keeps its count. */
export async function clearAccountFailures(db: Kysely<Database>, account: string): Promise<void> {
  await db.deleteFrom('login_failures').where('subject', '=', account).execute();
}
