import { contactDetails, officeHoursText } from '../../../validators';
import type { UserData } from '../../api';
import type { Permissions } from '../../stores';
import { accountSection } from '../../routes';

export interface AttentionItem {
  readonly key: string;
  readonly text: string;
  readonly link?: { readonly to: string; readonly label: string };
  /** An account error is a problem to solve, the rest are things to do or to know. */
  readonly tone: 'problem' | 'notice';
}

const hasText = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';

/**
 * What needs the member's attention (issue 21): an account error, updates still being
 * processed (spec 4's pending windows), a payment due (the grace period, status S) and the
 * ballot while the member may vote.
 */
export function attentionItems(data: UserData, permissions: Permissions): AttentionItem[] {
  const items: AttentionItem[] = [];
  const error = data.mbaError;
  if (error === true || hasText(error)) {
    items.push({
      key: 'accountError',
      tone: 'problem',
      text: `There is a problem with your account${hasText(error) ? `: ${error}` : ''}. Please call member services at ${contactDetails.members.phone}, ${officeHoursText}.`,
    });
  }
  if (data.accountStatus === 'S') {
    items.push({
      key: 'paymentDue',
      tone: 'notice',
      text: 'Your coverage is in its grace period: a premium payment is due to keep it in force.',
      ...(permissions.payment
        ? { link: { to: accountSection('paymentCenter').path, label: 'Pay now' } }
        : {}),
    });
  }
  if (data.beneUpdatePending === true) {
    items.push({
      key: 'beneficiaryUpdatePending',
      tone: 'notice',
      text: 'Your beneficiary update is being processed. It can take up to 48 hours to show.',
    });
  }
  if (data.paymentMethodUpdatePending === true) {
    items.push({
      key: 'paymentMethodUpdatePending',
      tone: 'notice',
      text: 'Your new payment method is being processed. It can take up to 24 hours to show.',
    });
  }
  if (permissions.ballot && data.hasVoted !== '1') {
    items.push({
      key: 'ballot',
      tone: 'notice',
      text: 'Voting for Director Nominees is now live.',
      link: { to: accountSection('ballot').path, label: 'Cast your vote' },
    });
  }
  return items;
}
