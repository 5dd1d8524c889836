import {
  hasAccountError,
  isInForce,
  isNationalGuardAffiliation,
  memberStatuses,
} from '../../../validators';
import type { MemberRow } from '../../auth/member-session';
import { memberAccount } from '../../members/member-account';

export type PaymentRefusalReason = 'accountError' | 'notInForce' | 'nationalGuard';

/** Why a member may not pay online (spec §4), and how to pay instead. */
export interface PaymentRefusal {
  reason: PaymentRefusalReason;
  message: string;
  howToPay: string;
}

const callHours = 'call Member Services, Monday to Thursday 8am to 6pm ET or Friday 8am to 4pm ET';
const callUs = `${callHours}, or mail a check with your certificate number to the association.`;

/**
 * The first rule of spec §4's payment permission the member fails, in the order a member can act
 * on them: an account error first (it is what to call about), then the status, then the
 * National Guard affiliation. Undefined when the member may pay.
 */
export function paymentRefusalOf(member: MemberRow, now: Date): PaymentRefusal | undefined {
  const account = memberAccount(member, false);
  if (hasAccountError(account)) {
    return {
      reason: 'accountError',
      message:
        `Online payment is not available while your account needs attention: ${member.mba_error ?? ''}`.trim(),
      howToPay: `To pay, ${callUs}`,
    };
  }
  if (!isInForce(account, now)) {
    const status = memberStatuses.find((entry) => entry.code === member.account_status);
    return {
      reason: 'notInForce',
      message: `Online payment is for members whose coverage is in force; your membership status is ${status?.name ?? 'not in force'}.`,
      howToPay: `To pay or to restore your coverage, ${callUs}`,
    };
  }
  if (isNationalGuardAffiliation(member.affiliation)) {
    return {
      reason: 'nationalGuard',
      message:
        'National Guard members do not pay online: premiums are paid by National Guard allotment, direct payment or bill.',
      howToPay: `Your premium is collected through your allotment or the bill sent to you. For a question about it, ${callHours}.`,
    };
  }
  return undefined;
}
