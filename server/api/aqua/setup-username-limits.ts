import type { AttemptLimit } from '../../auth/throttle';

const hourSeconds = 3600;

export const setupUsernameThrottledMessage =
  'Too many attempts to set up a username. Please wait an hour and try again, or call us.';

/**
 * Codes asked for: per e-mail address entered from one caller, per e-mail address from all, and
 * per caller's address. The account is counted by the e-mail address typed, matched or not, so a
 * refusal never tells whether a member matched (a count per member would refuse only real
 * members, and so confirm a guessed date of birth). A stranger's requests use up the stranger's
 * 5, not the member's; all callers together stop at 15, so the inbox is not flooded.
 */
export function codeRequestLimits(email: string, address: string): AttemptLimit[] {
  const typed = normalEmail(email);
  return [
    {
      subject: `setup-username:email:${typed}|${address}`,
      max: 5,
      windowSeconds: hourSeconds,
    },
    { subject: `setup-username:email:${typed}`, max: 15, windowSeconds: hourSeconds },
    { subject: `setup-username:address:${address}`, max: 20, windowSeconds: hourSeconds },
  ];
}

/** Codes tried, on top of each code's own 5 wrong tries: per account e-mail and per address. */
export function codeCheckLimits(email: string, address: string): AttemptLimit[] {
  return [
    {
      subject: `setup-username-code:email:${normalEmail(email)}`,
      max: 20,
      windowSeconds: hourSeconds,
    },
    { subject: `setup-username-code:address:${address}`, max: 40, windowSeconds: hourSeconds },
  ];
}

/** E-mail addresses compare without letter case, as the members' e-mail index does. */
export function normalEmail(email: string): string {
  return email.trim().toLowerCase();
}
