import type { ActionContext } from '../api/action';
import type { ThrottleConfig } from '../config';
import { clearAttempts, consumeAttempt, limitOf, limitReached, refundAttempt } from './throttle';

/** Which policies a login kind counts against, and under which subject prefix. */
interface LoginThrottleOf {
  /** `login` for members, `admin-login` for the super-admin: one never slows the other. */
  kind: string;
  /** The account tried: its id when the name is known, otherwise the name as typed. */
  account: string;
}

/** The three subjects a password check is counted under. */
export function loginSubjects({ kind, account }: LoginThrottleOf, address: string) {
  return {
    pair: `${kind}:pair:${account}|${address}`,
    account: `${kind}:account:${account}`,
    address: `${kind}:address:${address}`,
  };
}

/**
 * Counts a password check before it is made, against the caller's own limits (the account from
 * this address, and this address across accounts), so that attempts sent at once are counted one
 * after another. The account's limit over all addresses counts failures only, after the check:
 * strangers' failures can make an account ask more of whoever logs in next (failed() refuses a
 * wrong password past it; needsStepUp() says a right one needs a code), never refuse its owner.
 */
export async function beginLoginAttempt(
  context: ActionContext,
  of: LoginThrottleOf,
  config: ThrottleConfig = context.config.throttle,
) {
  const subjects = loginSubjects(of, context.address);
  const accountLimit = limitOf(config.loginAccount, subjects.account);
  await consumeAttempt(
    context.db,
    [limitOf(config.loginPair, subjects.pair), limitOf(config.loginAddress, subjects.address)],
    context.now(),
  );
  return {
    /** A wrong password: counted against the account, 429 once it is past its limit. */
    async failed(): Promise<void> {
      await consumeAttempt(context.db, [accountLimit], context.now());
    },
    /**
     * A right password while the account is past its limit, from an address it has not logged
     * in from before: the login goes on only with a code (the member's MFA, or one e-mailed).
     */
    async needsStepUp(): Promise<boolean> {
      if (!(await limitReached(context.db, accountLimit, context.now()))) return false;
      const known = await context.db
        .selectFrom('login_addresses')
        .select('address')
        .where('account', '=', of.account)
        .where('address', '=', context.address)
        .executeTakeFirst();
      return known === undefined;
    },
    /**
     * A login made (a right password, with its code when one was asked): the account starts
     * afresh, the address counts a failure less and is remembered as the account's.
     */
    async succeeded(): Promise<void> {
      await clearAttempts(context.db, [subjects.pair, subjects.account]);
      await refundAttempt(context.db, subjects.address);
      await rememberLoginAddress(context, of.account);
    },
  };
}

/** Remembers the caller's address as one the account logs in from. */
export async function rememberLoginAddress(context: ActionContext, account: string) {
  const now = context.now();
  await context.db
    .insertInto('login_addresses')
    .values({ account, address: context.address, succeeded_at: now })
    .onConflict((c) => c.columns(['account', 'address']).doUpdateSet({ succeeded_at: now }))
    .execute();
}

/** After a login finished with a code: the account's failures forgotten, the address kept. */
export async function loginCompletedWithCode(
  context: ActionContext,
  of: LoginThrottleOf,
): Promise<void> {
  const { account } = loginSubjects(of, context.address);
  await clearAttempts(context.db, [account]);
  await rememberLoginAddress(context, of.account);
}

/** How a member's account is named in login subjects, whichever identifier was typed. */
export const memberAccount = (memberId: string): string => `member:${memberId}`;

/** After a password reset by e-mailed link: the member's own way back from a shut account. */
export async function clearMemberLogins(context: ActionContext, memberId: string): Promise<void> {
  const { account } = loginSubjects({ kind: 'login', account: memberAccount(memberId) }, '');
  await clearAttempts(context.db, [account]);
}
