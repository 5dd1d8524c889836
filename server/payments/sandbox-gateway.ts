import type { Kysely } from 'kysely';
import { cardTypeOfNumber } from '../../validators';
import { checkBankAccount, checkedCardDigits, newToken } from './details-checks';
import type { Database } from '../db/schema';
import {
  UnknownPaymentToken,
  type BankAccountDetails,
  type CardCheck,
  type CardDetails,
  type PaymentGateway,
} from './gateway';
import { recordedCharge } from './recorded-charges';
import { sandboxTestBankAccounts, sandboxTestCards } from './sandbox-test-numbers';

export interface SandboxGatewayOptions {
  db: Kysely<Database>;
  now?: () => Date;
}

/**
 * The default `PaymentGateway`: a card processor's test mode in our server. It checks the card
 * (Luhn, expiry, CVV) or account (ABA checksum), and keeps for its token only what a processor
 * shows its merchant (kind, brand, last four, expiry) and which test outcome the number has:
 * never the number, never the CVV. Charges are recorded by idempotency key; a token of a
 * documented decline number is declined (sandbox-test-numbers.ts), when charged or checked; any
 * other succeeds.
 */
export function sandboxGateway(options: SandboxGatewayOptions): PaymentGateway {
  const now = options.now ?? (() => new Date());
  const { db } = options;
  /** A token's test outcome: declined when its number is a documented decline number. */
  const testOutcome = async (token: string): Promise<CardCheck> => {
    const row = await db
      .selectFrom('sandbox_gateway_tokens')
      .select(['decline_code', 'decline_message'])
      .where('token', '=', token)
      .executeTakeFirst();
    if (row === undefined) throw new UnknownPaymentToken();
    return row.decline_code === null
      ? { status: 'approved' }
      : { status: 'declined', declineCode: row.decline_code, message: row.decline_message ?? '' };
  };
  return {
    testMode: {
      cards: sandboxTestCards.map(({ number, label }) => ({ number, label })),
      bankAccounts: sandboxTestBankAccounts.map(({ routingNumber, accountNumber, label }) => ({
        routingNumber,
        accountNumber,
        label,
      })),
    },
    async tokenizeCard(card: CardDetails) {
      const digits = checkedCardDigits(card, now());
      const test = sandboxTestCards.find((entry) => entry.number === digits);
      const stored = {
        token: newToken('card'),
        brand: cardTypeOfNumber(digits) ?? 'other',
        last4: digits.slice(-4),
        expiry: card.expiry,
      };
      await db
        .insertInto('sandbox_gateway_tokens')
        .values({
          ...stored,
          kind: 'card',
          decline_code: test?.outcome === 'decline' ? (test.declineCode ?? null) : null,
          decline_message: test?.outcome === 'decline' ? (test.message ?? null) : null,
          created_at: now(),
        })
        .execute();
      return stored;
    },
    async tokenizeBankAccount(account: BankAccountDetails) {
      checkBankAccount(account);
      const test = sandboxTestBankAccounts.find(
        (entry) =>
          entry.routingNumber === account.routingNumber &&
          entry.accountNumber === account.accountNumber,
      );
      const stored = { token: newToken('bank'), last4: account.accountNumber.slice(-4) };
      await db
        .insertInto('sandbox_gateway_tokens')
        .values({
          ...stored,
          kind: 'bank',
          brand: null,
          expiry: null,
          decline_code: test?.outcome === 'decline' ? (test.declineCode ?? null) : null,
          decline_message: test?.outcome === 'decline' ? (test.message ?? null) : null,
          created_at: now(),
        })
        .execute();
      return stored;
    },
    charge(request) {
      return recordedCharge(db, request, now(), async () => {
        const outcome = await testOutcome(request.token);
        return outcome.status === 'approved' ? { status: 'succeeded' } : outcome;
      });
    },
    // The documented decline numbers are declined when checked as when charged.
    verifyCard: testOutcome,
  };
}
