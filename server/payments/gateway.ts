/**
 * What the server asks of a payment processor: to keep a card or bank account number and hand
 * back a token that stands for it, then to charge that token. Only the token, the brand or bank
 * name, the last four digits and the expiry are ever stored by the rest of the server; a card's
 * security code (CVV) is checked and then forgotten (PCI DSS 3.3.1). A real processor's adapter
 * (Stripe, Authorize.net) implements this interface; `sandboxGateway` is the default, a test
 * mode in that shape, and `localPaymentVault` a vault in our own database
 * (`paymentGatewayFromEnv` picks one by `PAYMENT_GATEWAY`).
 */
export interface PaymentGateway {
  tokenizeCard(card: CardDetails): Promise<CardToken>;
  tokenizeBankAccount(account: BankAccountDetails): Promise<BankAccountToken>;
  /**
   * Charges a token once per idempotency key: a retry with the same key answers the first
   * charge's outcome and charges nothing more (the same key for another token or amount throws
   * `IdempotencyKeyReused`). A decline is an answer, not an error.
   */
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /**
   * Asks the card's bank whether the card can be charged, charging nothing (an authorization
   * check for no amount, as processors offer it): an application's card is checked at its step
   * and again on submission. A decline is an answer, not an error.
   */
  verifyCard(token: string): Promise<CardCheck>;
  /** A gateway in test mode names its documented test numbers, for the payment page to show. */
  readonly testMode?: TestNumbers;
}

export interface TestNumbers {
  cards: readonly { number: string; label: string }[];
  bankAccounts: readonly { routingNumber: string; accountNumber: string; label: string }[];
}

export interface ChargeRequest {
  token: string;
  /** Whole cents, more than 0. */
  amountCents: number;
  idempotencyKey: string;
  /** Shown on the statement and the receipt. */
  description: string;
}

export type ChargeResult =
  | { status: 'succeeded'; receiptId: string; amountCents: number }
  | { status: 'declined'; declineCode: string; message: string };

export type CardCheck =
  { status: 'approved' } | { status: 'declined'; declineCode: string; message: string };

/** The key was used before for a charge of another token or amount. */
export class IdempotencyKeyReused extends Error {
  constructor() {
    super('This idempotency key was used for another charge');
    this.name = 'IdempotencyKeyReused';
  }
}

/** The token names nothing the gateway holds. */
export class UnknownPaymentToken extends Error {
  constructor() {
    super('Unknown payment token');
    this.name = 'UnknownPaymentToken';
  }
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
