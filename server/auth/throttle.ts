import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ApiError } from '../http/api-error';

export const tooManyAttemptsMessage =
  'Too many failed attempts. Please wait a moment and try again, or reset your password.';

/** How many attempts a subject may make, and how fast, within a window. */
export interface AttemptPolicy {
  /** Attempts allowed in one window; the next is refused until the window ends. */
  max: number;
  windowSeconds: number;
  /**
   * Attempts allowed at once; from this one on, each further attempt must wait a delay that
   * doubles from 1 s (NIST SP 800-63B 5.2.2: slow the attacker down). Omitted: no delay.
   */
  freeAttempts?: number;
  /** The longest of those delays, in seconds. */
  maxDelaySeconds?: number;
}

/** A policy applied to one subject, e.g. `login:pair:<account>|<address>`. */
export interface AttemptLimit extends AttemptPolicy {
  subject: string;
}

export const limitOf = (policy: AttemptPolicy, subject: string): AttemptLimit => ({
  ...policy,
  subject,
});

/** The wait that follows attempt number `attempts`, in seconds; 0 for none. */
export function delayAfter(policy: AttemptPolicy, attempts: number): number {
  if (policy.freeAttempts === undefined || attempts < policy.freeAttempts) return 0;
  const delay = 2 ** (attempts - policy.freeAttempts);
  return Math.min(delay, policy.maxDelaySeconds ?? delay);
}

/**
 * Counts one attempt against the subject and says whether it was allowed, in one statement: the
 * upsert locks the subject's row, so concurrent attempts are counted one after another and none
 * passes a limit another has already reached. A refused attempt changes nothing, so it neither
 * counts nor lengthens the wait.
 */
async function takeAttempt(db: Kysely<Database>, limit: AttemptLimit, now: Date): Promise<boolean> {
  const windowStart = new Date(now.getTime() - limit.windowSeconds * 1000);
  const expired = sql<boolean>`t.window_started_at <= ${windowStart}`;
  const attempts = sql<number>`case when ${expired} then 1 else t.attempts + 1 end`;
  const free = limit.freeAttempts ?? null;
  // The delay after attempt n: 2^(n - free) seconds, capped; none before `free` attempts.
  const nextAllowed = sql<Date | null>`case
    when ${free}::integer is null or ${attempts} < ${free}::integer then null
    else ${now}::timestamptz + make_interval(secs => least(
      power(2, ${attempts} - ${free}::integer),
      coalesce(${limit.maxDelaySeconds ?? null}::double precision, 'Infinity'::double precision)
    ))
  end`;
  const firstDelay = delayAfter(limit, 1);
  const row = await sql<{ attempts: number }>`
    insert into throttle_counters as t (subject, attempts, window_started_at, next_allowed_at)
    values (
      ${limit.subject}, 1, ${now},
      ${firstDelay > 0 ? new Date(now.getTime() + firstDelay * 1000) : null}::timestamptz
    )
    on conflict (subject) do update set
      attempts = ${attempts},
      window_started_at = case when ${expired} then ${now}::timestamptz else t.window_started_at end,
      next_allowed_at = ${nextAllowed}
    where ${expired}
      or (t.attempts < ${limit.max} and (t.next_allowed_at is null or t.next_allowed_at <= ${now}))
    returning t.attempts`.execute(db);
  return row.rows.length > 0;
}

/**
 * Counts one attempt against every limit; 429 with `message` as soon as one refuses. Counters
 * live in the database, so every server instance counts together.
 */
export async function consumeAttempt(
  db: Kysely<Database>,
  limits: readonly AttemptLimit[],
  now: Date,
  message = tooManyAttemptsMessage,
): Promise<void> {
  for (const limit of limits) {
    if (!(await takeAttempt(db, limit, now))) throw new ApiError(429, message);
  }
}

/** Whether one more attempt is allowed, counting it: for limits a caller must not reveal. */
export async function attemptAllowed(
  db: Kysely<Database>,
  limit: AttemptLimit,
  now: Date,
): Promise<boolean> {
  return takeAttempt(db, limit, now);
}

/** Whether the subject has used up its limit in the current window, counting nothing. */
export async function limitReached(
  db: Kysely<Database>,
  limit: AttemptLimit,
  now: Date,
): Promise<boolean> {
  const row = await db
    .selectFrom('throttle_counters')
    .select(['attempts', 'window_started_at'])
    .where('subject', '=', limit.subject)
    .executeTakeFirst();
  if (row === undefined) return false;
  const windowEnds = row.window_started_at.getTime() + limit.windowSeconds * 1000;
  return windowEnds > now.getTime() && row.attempts >= limit.max;
}

/** Forgets the subjects' attempts, e.g. an account's after a successful login. */
export async function clearAttempts(
  db: Kysely<Database>,
  subjects: readonly string[],
): Promise<void> {
  if (subjects.length === 0) return;
  await db.deleteFrom('throttle_counters').where('subject', 'in', subjects).execute();
}

/**
 * Takes back one counted attempt that turned out legitimate (a good password), so that an
 * address many members share counts its failures, not its members' logins.
 */
export async function refundAttempt(db: Kysely<Database>, subject: string): Promise<void> {
  await db
    .updateTable('throttle_counters')
    .set({ attempts: sql<number>`greatest(attempts - 1, 0)` })
    .where('subject', '=', subject)
    .execute();
}
