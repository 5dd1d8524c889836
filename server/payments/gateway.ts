/**
 * What the server asks of a payment processor: to keep a card or bank account number and hand
 * back a token that stands for it. Only the token, the brand, the last four digits and the
 * expiry are ever stored by the rest of the server; a card's security code (CVV) is checked
 * and then forgotten (PCI DSS 3.3.1). A real processor's vault (Stripe, Authorize.net) implements
 * this interface; `localPaymentVault` is the stand-in that runs with no outside service.
 */
export interface PaymentGateway {
  tokenizeCard(card: CardDetails): Promise<CardToken>;
  tokenizeBankAccount(account: BankAccountDetails): Promise<BankAccountToken>;
}

export interface CardDetails {
  /** Digits, possibly in groups separated by spaces or hyphens, as printed on the card. */
  number: string;
  /** MM/YYYY. */
  expiry: string;
  /** The security code: checked, never kept. */
  cvv: string;
  holder?: string;
}

export interface CardToken {
  token: string;
  /** The card network (`visa`, `mc`, `discover`), or `other`. */
  brand: string;
  last4: string;
  expiry: string;
}

export interface BankAccountDetails {
  routingNumber: string;
  accountNumber: string;
  accountType?: 'checking' | 'savings';
  holder?: string;
}

export interface BankAccountToken {
  token: string;
  /** The account number's last four digits. */
  last4: string;
  /** Given by processors that show it (it is public: the bank's ABA number). */
  routingNumber?: string;
  /** Given by processors that look the routing number up. */
  bankName?: string;
}

/** Which detail the gateway refused: a card's or account's own field name. */
export type RefusedDetail = keyof CardDetails | keyof BankAccountDetails;

/** The gateway would not take the details: `detail` names the field, `message` is for the user. */
export class PaymentDetailsRefused extends Error {
  constructor(
    readonly detail: RefusedDetail,
    message: string,
  ) {
    super(message);
    this.name = 'PaymentDetailsRefused';
  }
}
