import type { MemberAccount } from '../../validators';
import type { MemberRow } from '../auth/member-session';

/** The account fields of a member row, in the shape the validators' member rules read. */
export function memberAccount(member: MemberRow, hasVoted: boolean): MemberAccount {
  return {
    accountStatus: member.account_status,
    affiliation: member.affiliation,
    mbaError: member.mba_error,
    hasVoted: hasVoted ? '1' : '0',
    paymentMethodLastUpdated: member.payment_method_last_updated,
    beneLastUpdated: member.bene_last_updated,
    statusSince: member.status_since,
  };
}
