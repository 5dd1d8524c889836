import type { ActionContext } from '../api/action';
import { attemptAllowed, consumeAttempt, limitOf, type AttemptPolicy } from './throttle';

export const tooManyRequestsMessage =
  'Too many requests from your connection. Please wait a while and try again.';

/**
 * Counts a request of an abuse-prone action (one that sends a message or creates something)
 * from the caller's address; 429 past the limit, which tells the caller nothing about any
 * account. Messages by default.
 */
export async function throttleAddress(
  context: ActionContext,
  action: string,
  policy: AttemptPolicy = context.config.throttle.mailPerAddress,
): Promise<void> {
  await consumeAttempt(
    context.db,
    [limitOf(policy, `${action}:address:${context.address}`)],
    context.now(),
    tooManyRequestsMessage,
  );
}

/** Counts a request about one target (an e-mail address signed up); 429 past the limit. */
export async function throttleTarget(
  context: ActionContext,
  action: string,
  target: string,
  policy: AttemptPolicy,
): Promise<void> {
  await consumeAttempt(
    context.db,
    [limitOf(policy, `${action}:target:${target}`)],
    context.now(),
    tooManyRequestsMessage,
  );
}

/**
 * Whether one more message may go to this account or address. Past the limit the request is
 * answered as usual and nothing is sent: a refusal would tell who has an account.
 */
export function mayMessage(
  context: ActionContext,
  action: string,
  target: string,
  policy: AttemptPolicy = context.config.throttle.mailPerTarget,
): Promise<boolean> {
  return attemptAllowed(context.db, limitOf(policy, `${action}:target:${target}`), context.now());
}
