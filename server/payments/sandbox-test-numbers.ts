/**
 * The sandbox's documented test numbers, as a card processor's test mode publishes them (the
 * same numbers as Stripe's): these succeed or decline, every charge of their token the same
 * way. Any other number that passes the checks succeeds. Shown on the payment page only when
 * the sandbox is the gateway.
 */
export interface SandboxOutcome {
  outcome: 'succeed' | 'decline';
  /** A decline's code and the message a member reads. */
  declineCode?: string;
  message?: string;
}

export const cardDeclinedMessage =
  'Your card was declined. Please use another card, or pay by bank account or by check.';
export const bankDeclinedMessage =
  'Your bank declined this payment. Please use another account, or pay by card or by check.';

export const sandboxTestCards: readonly (SandboxOutcome & { number: string; label: string })[] = [
  { number: '4242424242424242', label: 'Visa, succeeds', outcome: 'succeed' },
  { number: '5555555555554444', label: 'Mastercard, succeeds', outcome: 'succeed' },
  { number: '6011111111111117', label: 'Discover, succeeds', outcome: 'succeed' },
  {
    number: '4000000000000002',
    label: 'Visa, declined',
    outcome: 'decline',
    declineCode: 'card_declined',
    message: cardDeclinedMessage,
  },
  {
    number: '4000000000009995',
    label: 'Visa, declined for insufficient funds',
    outcome: 'decline',
    declineCode: 'insufficient_funds',
    message: cardDeclinedMessage,
  },
];

export const sandboxTestBankAccounts: readonly (SandboxOutcome & {
  routingNumber: string;
  accountNumber: string;
  label: string;
})[] = [
  {
    routingNumber: '110000000',
    accountNumber: '000123456789',
    label: 'succeeds',
    outcome: 'succeed',
  },
  {
    routingNumber: '110000000',
    accountNumber: '000111111116',
    label: 'declined, account closed',
    outcome: 'decline',
    declineCode: 'account_closed',
    message: bankDeclinedMessage,
  },
];
