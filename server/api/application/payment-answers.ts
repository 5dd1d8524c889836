import type { FormData } from '../../../engine';
import type { SsnCipher } from '../../auth/ssn-cipher';
import { fieldErrors } from '../../http/api-error';
import { PaymentDetailsRefused, type CardToken, type PaymentGateway } from '../../payments';
import { isRecord } from '../../../validators';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * Where every form asks for payment details (forms/fragments/payment.json): the card step's
 * `card` and the bank step's `bank`. These are the answers that become a token; a test checks
 * that every sensitive field of every form is one of them or an SSN.
 */
export const cardSection = 'card';
export const bankSection = 'bank';
export const cardNumberFields = ['number', 'cvv'] as const;
export const bankNumberFields = ['routingNumber', 'accountNumber'] as const;

/** The gateway's refusal as the field error of the answer it names. */
export function refusedAt(section: string, error: unknown): never {
  if (error instanceof PaymentDetailsRefused) {
    const field = error.detail === 'holder' ? 'nameOnCard' : error.detail;
    throw fieldErrors({ [`${section}.${field}`]: error.message });
  }
  throw error;
}

/** Where a declined card's message shows: under its number, as the payment center shows it. */
export const cardDeclinedAt = `${cardSection}.number`;

/**
 * The card answered, kept by the gateway and checked with its bank (charging nothing): its
 * token, brand, last four digits and expiry, and when it was approved. A card the gateway
 * refuses, or its bank declines, is refused as the answer it is about.
 */
export async function checkedCard(
  card: Record<string, unknown>,
  gateway: PaymentGateway,
  now: Date,
): Promise<CardToken & { checkedAt: string }> {
  const token = await gateway
    .tokenizeCard({
      number: text(card.number),
      expiry: text(card.expiry),
      cvv: text(card.cvv),
      ...(typeof card.nameOnCard === 'string' ? { holder: card.nameOnCard } : {}),
    })
    .catch((error: unknown) => refusedAt(cardSection, error));
  const check = await gateway.verifyCard(token.token);
  if (check.status === 'declined') throw fieldErrors({ [cardDeclinedAt]: check.message });
  return { ...token, checkedAt: now.toISOString() };
}

/**
 * The answers as stored: the card's number, CVV and expiry replaced by the gateway's token,
 * brand, last four digits and expiry, with the time its bank approved it; the bank account's
 * routing and account numbers by its token and last four digits. The numbers go to the gateway
 * only, the CVV nowhere.
 */
export async function tokenizedAnswers(
  data: FormData,
  gateway: PaymentGateway,
  now: Date,
): Promise<FormData> {
  const out: Record<string, unknown> = { ...data };
  const card = data[cardSection];
  if (isRecord(card)) {
    const { number: _number, cvv: _cvv, expiry: _expiry, ...rest } = card;
    out[cardSection] = { ...rest, ...(await checkedCard(card, gateway, now)) };
  }
  const bank = data[bankSection];
  if (isRecord(bank)) {
    const { routingNumber, accountNumber, ...rest } = bank;
    const accountType = bank.accountType;
    const token = await gateway
      .tokenizeBankAccount({
        routingNumber: text(routingNumber),
        accountNumber: text(accountNumber),
        ...(accountType === 'checking' || accountType === 'savings' ? { accountType } : {}),
      })
      .catch((error: unknown) => refusedAt(bankSection, error));
    out[bankSection] = { ...rest, token: token.token, last4: token.last4 };
  }
  return out;
}

/** The answers without the CVV, which nothing may keep, not even as a hash. */
function withoutCvv(data: FormData): FormData {
  const card = data[cardSection];
  if (!isRecord(card) || !('cvv' in card)) return data;
  const { cvv: _cvv, ...rest } = card;
  return { ...data, [cardSection]: rest };
}

/** JSON with every object's keys in order: equal answers give equal text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (isRecord(value)) {
    const keys = Object.keys(value)
      .filter((key) => value[key] !== undefined)
      .sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * What a repeated submit is compared with: a keyed hash of the answers as sent, CVV left out,
 * so that neither the numbers nor the CVV need be kept to recognise the same answers.
 */
export const answersFingerprint = (data: FormData, cipher: SsnCipher): string =>
  cipher.fingerprint(canonicalJson(withoutCvv(data)));

/**
 * Whether a repeated submit carries the answers of an application received before fingerprints
 * were kept: its stored answers (sensitive fields opened), whose CVV the migration removed.
 */
export const sameAnswersWithoutCvv = (opened: FormData, sent: FormData): boolean =>
  canonicalJson(withoutCvv(opened)) === canonicalJson(withoutCvv(sent));
