import type { Kysely } from 'kysely';
import { cardTypeOfNumber } from '../../validators';
import { checkBankAccount, checkedCardDigits, newToken } from './details-checks';
import { ssnCipher } from '../auth/ssn-cipher';
import { recordedCharge } from './recorded-charges';
import type { Database } from '../db/schema';
import {
  UnknownPaymentToken,
  type BankAccountDetails,
  type CardDetails,
  type PaymentGateway,
} from './gateway';

export interface LocalVaultOptions {
  db: Kysely<Database>;
  /** The vault's own AES-256 key (`PAYMENT_VAULT_KEY`, see vault-key.ts). */
  key: Buffer;
  /** The clock a card's expiry is checked against. */
  now?: () => Date;
}

/**
 * The default `PaymentGateway`: a vault in the server's own database, a stand-in for a payment
 * processor's (Stripe, Authorize.net), which would implement the same interface. It checks the
 * card (the Luhn checksum, the expiry, a CVV of 3 or 4 digits) or the account (the ABA checksum
 * of the routing number), keeps the number encrypted with AES-256-GCM under its own key in
 * `payment_tokens`, and forgets the CVV once checked. With no processor behind it, a charge of a
 * token it holds is recorded as succeeded (by idempotency key), for the back office to collect,
 * and a card it holds is approved when checked.
 */
export function localPaymentVault(options: LocalVaultOptions): PaymentGateway {
  const cipher = ssnCipher(options.key);
  const now = options.now ?? (() => new Date());
  return {
    async tokenizeCard(card: CardDetails) {
      const digits = checkedCardDigits(card, now());
      const stored = {
        token: newToken('card'),
        brand: cardTypeOfNumber(digits) ?? 'other',
        last4: digits.slice(-4),
        expiry: card.expiry,
      };
      await options.db
        .insertInto('payment_tokens')
        .values({
          ...stored,
          kind: 'card',
          number_cipher: cipher.encrypt(digits),
          routing_number_cipher: null,
          account_type: null,
          holder: card.holder ?? null,
          created_at: now(),
        })
        .execute();
      return stored;
    },
    async tokenizeBankAccount(account: BankAccountDetails) {
      checkBankAccount(account);
      const stored = { token: newToken('bank'), last4: account.accountNumber.slice(-4) };
      await options.db
        .insertInto('payment_tokens')
        .values({
          ...stored,
          kind: 'bank',
          number_cipher: cipher.encrypt(account.accountNumber),
          routing_number_cipher: cipher.encrypt(account.routingNumber),
          brand: null,
          expiry: null,
          account_type: account.accountType ?? null,
          holder: account.holder ?? null,
          created_at: now(),
        })
        .execute();
      return stored;
    },
    charge(request) {
      return recordedCharge(options.db, request, now(), async () => {
        const held = await options.db
          .selectFrom('payment_tokens')
          .select('token')
          .where('token', '=', request.token)
          .executeTakeFirst();
        if (held === undefined) throw new UnknownPaymentToken();
        return { status: 'succeeded' };
      });
    },
    // No bank stands behind the vault to ask: a card it holds (checked when kept) is approved.
    async verifyCard(token) {
      const held = await options.db
        .selectFrom('payment_tokens')
        .select('token')
        .where('token', '=', token)
        .where('kind', '=', 'card')
        .executeTakeFirst();
      if (held === undefined) throw new UnknownPaymentToken();
      return { status: 'approved' };
    },
  };
}
