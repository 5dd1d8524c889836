import { election, type ElectionConfig } from '../calendar';
import { isNationalGuardAffiliation } from './affiliation';
import { isBallotAllowed } from './ballot';
import { hasAccountError, type AccountInput } from './member-account';
import { isInForce } from './member-status';
import { isPaymentAllowed } from './payment';
import { isBeneficiaryUpdatePending, isPaymentMethodUpdatePending } from './pending';

export interface MemberPermissions {
  payment: boolean;
  paymentMethodUpdate: boolean;
  beneUpdate: boolean;
  nationalGuardCert: boolean;
  ballot: boolean;
  vote: boolean;
}

/**
 * The permissions object of spec §3. The spec gives payment and ballot; the others are ours:
 * - paymentMethodUpdate: payment is allowed and no payment-method update is pending (24 h);
 * - beneUpdate: no account error, a status in force, and no beneficiary update pending (48 h),
 *   since only insured members have beneficiaries to change;
 * - nationalGuardCert: a National Guard affiliation (spec §6: eligible for those certificates);
 * - vote: the ballot is allowed and the member has not voted yet (hasVoted is not '1').
 */
export function memberPermissions(
  account: AccountInput,
  now: Date,
  config: ElectionConfig = election,
): MemberPermissions {
  const payment = isPaymentAllowed(account);
  const ballot = isBallotAllowed(account, now, config);
  return {
    payment,
    paymentMethodUpdate: payment && !isPaymentMethodUpdatePending(account, now),
    beneUpdate:
      !hasAccountError(account) &&
      isInForce(account, now) &&
      !isBeneficiaryUpdatePending(account, now),
    nationalGuardCert: isNationalGuardAffiliation(account?.affiliation),
    ballot,
    vote: ballot && account?.hasVoted !== '1',
  };
}
