import { randomBytes } from 'node:crypto';
import {
  messages,
  validateAccountNumber,
  validateCardExpiry,
  validateCardNumber,
  validateCvv,
  validateRoutingNumber,
  type Validation,
} from '../../validators';
import {
  PaymentDetailsRefused,
  type BankAccountDetails,
  type CardDetails,
  type RefusedDetail,
} from './gateway';

/** A token names nothing about the number: 144 random bits. */
export const newToken = (kind: 'card' | 'bank') =>
  `tok_${kind}_${randomBytes(18).toString('base64url')}`;

/** A required detail checked by its validators rule: absent, or refused by the rule. */
function check(detail: RefusedDetail, value: string, rule: (value: unknown) => Validation): void {
  const problem = value === '' ? messages.required : rule(value);
  if (problem !== undefined) throw new PaymentDetailsRefused(detail, problem);
}

/** What a gateway checks of a card (Luhn, expiry on `now`, CVV); answers its digits. */
export function checkedCardDigits(card: CardDetails, now: Date): string {
  check('number', card.number, validateCardNumber);
  check('expiry', card.expiry, (value) => validateCardExpiry(value, now));
  check('cvv', card.cvv, validateCvv);
  return card.number.replace(/[ -]/g, '');
}

/** What a gateway checks of a bank account: the routing number's ABA checksum, the account's digits. */
export function checkBankAccount(account: BankAccountDetails): void {
  check('routingNumber', account.routingNumber, validateRoutingNumber);
  check('accountNumber', account.accountNumber, validateAccountNumber);
}
