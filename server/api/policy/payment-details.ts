import { cardTypes } from '../../../validators';
import { refusedAt } from '../application/payment-answers';
import type { PaymentGateway } from '../../payments';

/** A card as the payment fragment asks for it (forms/fragments/payment.json's `card`). */
export interface CardInput {
  cardType?: string;
  nameOnCard: string;
  number: string;
  expiry: string;
  cvv: string;
}

/** A bank account as the payment fragment asks for it (`bank`). */
export interface BankInput {
  bankName: string;
  accountType: 'checking' | 'savings';
  routingNumber: string;
  accountNumber: string;
}

export interface PaymentDetailsInput {
  method: 'card' | 'bank';
  card?: CardInput;
  bank?: BankInput;
}

/** What may be kept and shown of a payment method: never a number beyond its last four. */
export interface TokenizedMethod {
  kind: 'card' | 'bank';
  token: string;
  brand: string | null;
  bankName: string | null;
  last4: string;
  expiry: string | null;
}

// The gateway checks the numbers with the spec's messages; the schema bounds only their size.
export const cardSchema = {
  type: 'object',
  required: ['nameOnCard', 'number', 'expiry', 'cvv'],
  additionalProperties: false,
  properties: {
    cardType: { type: 'string', enum: cardTypes.map((type) => type.code) },
    nameOnCard: { type: 'string', minLength: 1, maxLength: 60 },
    number: { type: 'string', maxLength: 30 },
    expiry: { type: 'string', maxLength: 7 },
    cvv: { type: 'string', maxLength: 4 },
  },
} as const;

export const bankSchema = {
  type: 'object',
  required: ['bankName', 'accountType', 'routingNumber', 'accountNumber'],
  additionalProperties: false,
  properties: {
    bankName: { type: 'string', minLength: 1, field: 'bankName' },
    accountType: { type: 'string', enum: ['checking', 'savings'] },
    routingNumber: { type: 'string', maxLength: 9 },
    accountNumber: { type: 'string', maxLength: 17 },
  },
} as const;

/** The schema part of an action that takes new payment details: a card or a bank account. */
export const paymentDetailsProperties = {
  method: { type: 'string', enum: ['card', 'bank'] },
  card: cardSchema,
  bank: bankSchema,
} as const;

/** `card` when the method is card, `bank` when bank: the other may not come along. */
export const paymentDetailsRule = {
  oneOf: [
    { properties: { method: { const: 'card' } }, required: ['card'], not: { required: ['bank'] } },
    { properties: { method: { const: 'bank' } }, required: ['bank'], not: { required: ['card'] } },
  ],
} as const;

/**
 * The details handed to the gateway, answered as its token with what may be shown; a refusal
 * is the field error of the answer it names ('card.number'). The CVV goes to the gateway only.
 */
export async function tokenizedMethod(
  input: PaymentDetailsInput,
  gateway: PaymentGateway,
): Promise<TokenizedMethod> {
  if (input.method === 'card' && input.card !== undefined) {
    const card = input.card;
    const token = await gateway
      .tokenizeCard({
        number: card.number,
        expiry: card.expiry,
        cvv: card.cvv,
        holder: card.nameOnCard,
      })
      .catch((error: unknown) => refusedAt('card', error));
    return {
      kind: 'card',
      token: token.token,
      brand: token.brand,
      bankName: null,
      last4: token.last4,
      expiry: token.expiry,
    };
  }
  const bank = input.bank;
  if (bank === undefined) throw new Error('The schema requires the details of the method');
  const token = await gateway
    .tokenizeBankAccount({
      routingNumber: bank.routingNumber,
      accountNumber: bank.accountNumber,
      accountType: bank.accountType,
    })
    .catch((error: unknown) => refusedAt('bank', error));
  return {
    kind: 'bank',
    token: token.token,
    brand: null,
    bankName: token.bankName ?? bank.bankName,
    last4: token.last4,
    expiry: null,
  };
}
