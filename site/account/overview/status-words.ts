import { findMemberStatus } from '../../../validators';

/** What each status of spec 3's list means for the member, in a sentence. */
const explanations: Readonly<Record<string, string>> = {
  I: 'Your coverage is in force.',
  S: 'Your coverage is in its grace period: it stays in force while a premium payment is due.',
  B: 'You are a member with no insurance in force.',
  E: 'Your membership has expired: it was without insurance for more than two years.',
  T: 'Your membership has ended.',
  N: 'You sponsor your spouse’s membership, and your coverage is in force.',
  U: 'We have received an allotment that is not matched to your account yet.',
  P: 'Your membership is pending while we process your application.',
};

export interface StatusWords {
  readonly name: string;
  readonly explanation: string;
  readonly inForce: boolean;
}

export function statusWords(code: unknown): StatusWords {
  const status = findMemberStatus(code);
  if (!status)
    return {
      name: 'Unknown',
      explanation: 'Please call member services to confirm the status of your membership.',
      inForce: false,
    };
  return {
    name: status.name,
    explanation: explanations[status.code] ?? '',
    inForce: status.inForce,
  };
}
