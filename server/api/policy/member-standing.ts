import { memberPermissions, pendingUntil, type MemberPermissions } from '../../../validators';
import {
  beneficiaryUpdatePendingHours,
  paymentMethodUpdatePendingHours,
} from '../../../validators';
import { memberCredentialsSchema, type MemberRow } from '../../auth/member-session';
import { memberAccount } from '../../members/member-account';
import type { ActionContext } from '../action';

/** The schema of an action that takes the member's credentials only. */
export const credentialsOnlySchema = {
  type: 'object',
  required: ['memberId', 'memberToken'],
  properties: { ...memberCredentialsSchema },
} as const;

/**
 * The member's permissions of spec §4, computed here from the stored row: the browser's copy is
 * never trusted. The vote does not bear on anything this api does, so it is not looked up.
 */
export function permissionsOf(member: MemberRow, context: ActionContext): MemberPermissions {
  return memberPermissions(memberAccount(member, false), context.now(), context.config.election);
}

/** When the pending state after the last payment-method update ends (24 h), if it has not. */
export function paymentMethodPendingUntil(member: MemberRow, now: Date): Date | undefined {
  return openUntil(member.payment_method_last_updated, paymentMethodUpdatePendingHours, now);
}

/** When the pending state after the last beneficiary update ends (48 h), if it has not. */
export function beneficiaryPendingUntil(member: MemberRow, now: Date): Date | undefined {
  return openUntil(member.bene_last_updated, beneficiaryUpdatePendingHours, now);
}

function openUntil(since: Date | null, hours: number, now: Date): Date | undefined {
  if (since === null) return undefined;
  const until = pendingUntil(since, hours, 'hours');
  return now.getTime() < until.getTime() ? until : undefined;
}
