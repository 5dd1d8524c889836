import {
  isBeneficiaryUpdatePending,
  isPaymentMethodUpdatePending,
  memberPermissions,
  type ElectionConfig,
  type MemberAccount,
  type MemberPermissions,
} from '../../validators';

export interface AccountFlags {
  ballotAllowed: boolean;
  paymentAllowed: boolean;
  paymentMethodUpdatePending: boolean;
  beneUpdatePending: boolean;
}

/**
 * The derived flags and permissions of the validators' member rules, with the ballot and
 * payment rules evaluated once: the permissions hold them, and the election window check is
 * the costly part of a getUser. Equal to derivedAccountFlags (property-tested).
 */
export function accountFlags(
  account: MemberAccount,
  now: Date,
  election: ElectionConfig,
): { flags: AccountFlags; permissions: MemberPermissions } {
  const permissions = memberPermissions(account, now, election);
  return {
    permissions,
    flags: {
      ballotAllowed: permissions.ballot,
      paymentAllowed: permissions.payment,
      paymentMethodUpdatePending: isPaymentMethodUpdatePending(account, now),
      beneUpdatePending: isBeneficiaryUpdatePending(account, now),
    },
  };
}
