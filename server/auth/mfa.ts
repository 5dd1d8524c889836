import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, MfaMethod } from '../db/schema';

/** Spec-free choices of issue 3: a code is 6 digits, lives 10 minutes, allows 5 wrong tries. */
export const mfaCodeLifeMinutes = 10;
export const mfaMaxWrongTries = 5;
/** Codes one login attempt may ask for (first send and resends), so nobody is flooded. */
export const mfaMaxSendsPerAttempt = 5;
/** How long a password check waits for its second factor. */
export const loginAttemptLifeMinutes = 10;

const minuteMs = 60 * 1000;

export function newMfaCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Bound to the attempt: the same digits for another attempt hash differently. */
export function mfaCodeHash(attemptId: string, code: string): string {
  return createHash('sha256').update(`${attemptId}:${code}`).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Whose password check waits for a code: a member's, or a super-admin's (whose codes are the same
 * mfa_codes, bound to the attempt).
 */
export type LoginAttemptOwner = { readonly memberId: string } | { readonly adminId: string };

function ownerColumn(owner: LoginAttemptOwner): ['member_id' | 'admin_id', string] {
  return 'memberId' in owner ? ['member_id', owner.memberId] : ['admin_id', owner.adminId];
}

/** A password check passed on an account with MFA: earlier pending attempts are closed. */
export async function openLoginAttempt(
  db: Kysely<Database>,
  owner: LoginAttemptOwner,
  now: Date,
): Promise<string> {
  const id = randomUUID();
  const [column, ownerId] = ownerColumn(owner);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('login_attempts')
      .set({ completed_at: now })
      .where(column, '=', ownerId)
      .where('completed_at', 'is', null)
      .execute();
    await trx
      .insertInto('login_attempts')
      .values({
        id,
        member_id: 'memberId' in owner ? owner.memberId : null,
        admin_id: 'adminId' in owner ? owner.adminId : null,
        expires_at: new Date(now.getTime() + loginAttemptLifeMinutes * minuteMs),
      })
      .execute();
  });
  return id;
}

export async function pendingLoginAttempt(
  db: Kysely<Database>,
  owner: LoginAttemptOwner,
  now: Date,
): Promise<string | undefined> {
  const [column, ownerId] = ownerColumn(owner);
  const row = await db
    .selectFrom('login_attempts')
    .select('id')
    .where(column, '=', ownerId)
    .where('completed_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  return row?.id;
}

export async function codesSentForAttempt(
  db: Kysely<Database>,
  attemptId: string,
): Promise<number> {
  const row = await db
    .selectFrom('mfa_codes')
    .select(db.fn.countAll<string>().as('sent'))
    .where('attempt_id', '=', attemptId)
    .executeTakeFirst();
  return Number(row?.sent ?? 0);
}

/** Issues a new code for the attempt; codes issued before it stop working. */
export async function issueMfaCode(
  db: Kysely<Database>,
  attemptId: string,
  method: MfaMethod,
  destination: string,
  now: Date,
): Promise<{ code: string; expiresAt: Date }> {
  const code = newMfaCode();
  const expiresAt = new Date(now.getTime() + mfaCodeLifeMinutes * minuteMs);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('mfa_codes')
      .set({ used_at: now })
      .where('attempt_id', '=', attemptId)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('mfa_codes')
      .values({
        id: randomUUID(),
        attempt_id: attemptId,
        method,
        destination,
        code_hash: mfaCodeHash(attemptId, code),
        expires_at: expiresAt,
      })
      .execute();
  });
  return { code, expiresAt };
}

export type CodeCheck = 'accepted' | 'wrong' | 'expired' | 'exhausted' | 'none sent';

/** Checks a code against the attempt's live code; wrong tries are counted, a good code is spent. */
export async function checkMfaCode(
  db: Kysely<Database>,
  attemptId: string,
  code: string,
  now: Date,
): Promise<CodeCheck> {
  const row = await db
    .selectFrom('mfa_codes')
    .select(['id', 'code_hash', 'expires_at'])
    .where('attempt_id', '=', attemptId)
    .where('used_at', 'is', null)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  if (row === undefined) {
    // Every code of the attempt used up is a code gone by; never one sent is another matter.
    const sent = await db
      .selectFrom('mfa_codes')
      .select('id')
      .where('attempt_id', '=', attemptId)
      .executeTakeFirst();
    return sent === undefined ? 'none sent' : 'expired';
  }
  if (row.expires_at.getTime() <= now.getTime()) return 'expired';
  // Each try is counted before the comparison, atomically, so parallel guesses cannot pass the cap.
  const counted = await db
    .updateTable('mfa_codes')
    .set((eb) => ({ wrong_tries: eb('wrong_tries', '+', 1) }))
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .where('wrong_tries', '<', mfaMaxWrongTries)
    .returning('wrong_tries')
    .executeTakeFirst();
  if (counted === undefined) return 'exhausted';
  if (!sameHash(row.code_hash, mfaCodeHash(attemptId, code))) {
    return counted.wrong_tries >= mfaMaxWrongTries ? 'exhausted' : 'wrong';
  }
  const spent = await db
    .updateTable('mfa_codes')
    .set({ used_at: now })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (spent === undefined) return 'expired';
  await db
    .updateTable('login_attempts')
    .set({ completed_at: now })
    .where('id', '=', attemptId)
    .execute();
  return 'accepted';
}

/** What the member sees of where the code went: 'j***@example.com', '***-***-1234'. */
export function maskDestination(method: MfaMethod, destination: string): string {
  if (method === 'email') {
    const [local = '', domain = ''] = destination.split('@');
    return `${local.slice(0, 1)}***@${domain}`;
  }
  const digits = destination.replace(/\D/g, '');
  return `***-***-${digits.slice(-4)}`;
}
