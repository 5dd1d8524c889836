import { election, type ElectionConfig } from '../calendar';
import { isBallotAllowed } from './ballot';
import type { AccountInput } from './member-account';
import { isPaymentAllowed } from './payment';
import { isBeneficiaryUpdatePending, isPaymentMethodUpdatePending } from './pending';

export interface DerivedAccountFlags {
  ballotAllowed: boolean;
  paymentAllowed: boolean;
  paymentMethodUpdatePending: boolean;
  /** The API's '1' read as a flag. */
  hasVoted: boolean;
  beneUpdatePending: boolean;
}

/** The account part of spec §3 "Derived user data", computed for one instant. */
export function derivedAccountFlags(
  account: AccountInput,
  now: Date,
  config: ElectionConfig = election,
): DerivedAccountFlags {
  return {
    ballotAllowed: isBallotAllowed(account, now, config),
    paymentAllowed: isPaymentAllowed(account),
    paymentMethodUpdatePending: isPaymentMethodUpdatePending(account, now),
    hasVoted: account?.hasVoted === '1',
    beneUpdatePending: isBeneficiaryUpdatePending(account, now),
  };
}
