import type { MailMessage } from '../../mail/mailer';

const dollars = (cents: number) =>
  (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });

export interface ReceiptFacts {
  receiptId: string;
  amountCents: number;
  planName: string;
  certificateNumber: string | null;
  frequencyName: string;
  methodShown: string;
  paidAt: Date;
}

/** Receipts and confirmations of the payment center and coverage pages. */
export const policyLetters = {
  paymentReceipt: (to: string, facts: ReceiptFacts): MailMessage => ({
    to,
    subject: 'Your payment receipt',
    text: `Thank you for your payment.\n\nReceipt: ${facts.receiptId}\nAmount: ${dollars(facts.amountCents)}\nFor: ${facts.planName}${facts.certificateNumber ? `, certificate ${facts.certificateNumber}` : ''}, ${facts.frequencyName} premium\nPaid with: ${facts.methodShown}\nDate: ${facts.paidAt.toUTCString()}\n\nKeep this e-mail for your records.\n`,
  }),
  paymentMethodChanged: (to: string, methodShown: string, pendingUntil: Date): MailMessage => ({
    to,
    subject: 'Your payment method was changed',
    text: `The payment method of your member account was changed to ${methodShown}.\n\nThe change is being processed until ${pendingUntil.toUTCString()}; it cannot be changed again before then.\n\nIf you did not make this change, cancel it on the Payment center page of your account, change your password, and call us at once.\n`,
  }),
  paymentMethodUpdateCancelled: (to: string, methodShown: string | null): MailMessage => ({
    to,
    subject: 'Your payment method change was cancelled',
    text: `The last change of the payment method of your member account was cancelled from your account. ${methodShown ? `The method on file is ${methodShown} again` : 'There is no payment method on file again'}, and you can change it now.\n\nIf you did not cancel it, call us at once.\n`,
  }),
  beneficiariesChanged: (to: string, planName: string, pendingUntil: Date): MailMessage => ({
    to,
    subject: 'We received your beneficiary update',
    text: `We received your update of the beneficiaries of your ${planName} coverage.\n\nIt is being processed until ${pendingUntil.toUTCString()}; no other beneficiary update can be made before then.\n\nIf you did not make this change, cancel it on the Insurance coverage page of your account, change your password, and call us at once.\n`,
  }),
  beneficiaryUpdateCancelled: (to: string, planName: string): MailMessage => ({
    to,
    subject: 'Your beneficiary update was cancelled',
    text: `The update of the beneficiaries of your ${planName} coverage was cancelled from your account. The beneficiaries named before it stay in force, and you can name new ones now.\n\nIf you did not cancel it, call us at once.\n`,
  }),
};

/** A payment method in words: 'Visa ending 4242', 'First Bank account ending 6789'. */
export function methodInWords(method: {
  kind: 'card' | 'bank';
  brand: string | null;
  bankName: string | null;
  last4: string;
}): string {
  if (method.kind === 'bank') return `${method.bankName ?? 'Bank'} account ending ${method.last4}`;
  const brands: Record<string, string> = { visa: 'Visa', mc: 'Mastercard', discover: 'Discover' };
  return `${brands[method.brand ?? ''] ?? 'Card'} ending ${method.last4}`;
}
