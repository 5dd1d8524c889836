import type { ActionContext } from '../api/action';
import { fieldErrors } from '../http/api-error';
import type { MemberRow } from './member-session';
import { verifyPassword } from './passwords';
import { clearAttempts, consumeAttempt, limitOf } from './throttle';

export const currentPasswordWrongMessage = 'The current password is not correct';
export const currentPasswordNeededMessage =
  'Enter your current password to change your e-mail address, phone number or password';

/**
 * Checks a logged-in member's current password before a change that could hand the account to
 * whoever holds a stolen session (the password, the e-mail address and phone that reset links
 * and codes go to). Checks are throttled per member like logins, so a session cannot guess.
 */
export async function currentPasswordMatches(
  context: ActionContext,
  member: MemberRow,
  password: string,
): Promise<boolean> {
  const subject = `password-check:member:${member.id}`;
  await consumeAttempt(
    context.db,
    [limitOf(context.config.throttle.passwordCheck, subject)],
    context.now(),
  );
  const matches = await verifyPassword(member.password_hash, password);
  if (matches) await clearAttempts(context.db, [subject]);
  return matches;
}

export const confirmWithPasswordMessage = 'Enter your current password to confirm this change';

/**
 * Refuses, as a field error of `currentPassword`, a change that redirects money or the death
 * benefit unless the member confirms it with their password: a stolen session alone is not
 * enough to name new beneficiaries or a new account to charge.
 */
export async function assertPasswordConfirms(
  context: ActionContext,
  member: MemberRow,
  password: string | undefined,
): Promise<void> {
  if (password === undefined || password === '')
    throw fieldErrors({ currentPassword: confirmWithPasswordMessage });
  if (!(await currentPasswordMatches(context, member, password)))
    throw fieldErrors({ currentPassword: currentPasswordWrongMessage });
}
