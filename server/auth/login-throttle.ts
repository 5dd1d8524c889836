import type { ActionContext } from '../api/action';
import type { ThrottleConfig } from '../config';
import { clearAttempts, consumeAttempt, limitOf, refundAttempt } from './throttle';

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
 * Counts a password check before it is made, so that attempts sent at once are counted one
 * after another. The pair is counted first: an attacker waiting out its delay adds nothing to
 * the account's limit, which would shut the member out.
 */
export async function beginLoginAttempt(
  context: ActionContext,
  of: LoginThrottleOf,
  config: ThrottleConfig = context.config.throttle,
) {
  const subjects = loginSubjects(of, context.address);
  await consumeAttempt(
    context.db,
    [
      limitOf(config.loginPair, subjects.pair),
      limitOf(config.loginAccount, subjects.account),
      limitOf(config.loginAddress, subjects.address),
    ],
    context.now(),
  );
  return {
    /** A good password: the account starts afresh, and the address counts a failure less. */
    async succeeded(): Promise<void> {
      await clearAttempts(context.db, [subjects.pair, subjects.account]);
      await refundAttempt(context.db, subjects.address);
    },
  };
}

/** How a member's account is named in login subjects, whichever identifier was typed. */
export const memberAccount = (memberId: string): string => `member:${memberId}`;

/** After a password reset by e-mailed link: the member's own way back from a shut account. */
export async function clearMemberLogins(context: ActionContext, memberId: string): Promise<void> {
  const { account } = loginSubjects({ kind: 'login', account: memberAccount(memberId) }, '');
  await clearAttempts(context.db, [account]);
}
