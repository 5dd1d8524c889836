import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxLengthMessage, messages, minLengthMessage } from '../../validators';
import { ssnCipher } from '../auth/ssn-cipher';
import { databaseTargets, testDatabase, type TestDatabase } from '../testing/test-server';
import {
  PaymentDetailsRefused,
  UnknownPaymentToken,
  localPaymentVault,
  type PaymentGateway,
} from '.';

const key = Buffer.alloc(32, 3);
const now = () => new Date('2026-11-25T12:00:00Z');
const card = { number: '4012 8888 8888 1881', expiry: '08/2029', cvv: '7391', holder: 'Ann Lee' };
const account = { routingNumber: '021000021', accountNumber: '90817263544' };

describe.each(databaseTargets())('the local payment vault on %s', (target) => {
  let database: TestDatabase;
  let vault: PaymentGateway;

  beforeAll(async () => {
    database = await testDatabase(target);
    vault = localPaymentVault({ db: database.handle.db, key, now });
  });
  afterAll(async () => database?.close());

  const rowOf = (token: string) =>
    database.handle.db
      .selectFrom('payment_tokens')
      .selectAll()
      .where('token', '=', token)
      .executeTakeFirstOrThrow();

  it('keeps a card number encrypted under its key, answering token, brand, last four, expiry', async () => {
    const answer = await vault.tokenizeCard(card);
    expect(answer).toEqual({
      token: expect.stringMatching(/^tok_card_[\w-]{24}$/),
      brand: 'visa',
      last4: '1881',
      expiry: '08/2029',
    });
    const row = await rowOf(answer.token);
    expect(row).toMatchObject({ kind: 'card', brand: 'visa', last4: '1881', holder: 'Ann Lee' });
    expect(JSON.stringify(row)).not.toContain('40128888');
    expect(ssnCipher(key).decrypt(row.number_cipher)).toBe('4012888888881881');
    expect(ssnCipher(Buffer.alloc(32, 4)).decrypt(row.number_cipher)).toBeUndefined();
    // The CVV was checked, and is nowhere in the row, not even encrypted.
    const opened = Object.values(row).map((value) =>
      typeof value === 'string' ? (ssnCipher(key).decrypt(value) ?? value) : String(value),
    );
    expect(opened).not.toContain('7391');
    expect(Object.keys(row).join()).not.toMatch(/cvv/i);
  });

  it('gives each card a token of its own, even the same card twice', async () => {
    const a = await vault.tokenizeCard(card);
    const b = await vault.tokenizeCard(card);
    expect(a.token).not.toBe(b.token);
  });

  it('refuses a number failing the Luhn checksum, a bad CVV or an expired card', async () => {
    const refusals: [Partial<typeof card>, string, string][] = [
      [{ number: '4012888888881882' }, 'number', messages.cardNumber],
      [{ cvv: '12' }, 'cvv', minLengthMessage(3)],
      [{ cvv: '12345' }, 'cvv', maxLengthMessage(4)],
      [{ cvv: '12a' }, 'cvv', messages.onlyNumbers],
      [{ cvv: '' }, 'cvv', messages.required],
      [{ expiry: '10/2026' }, 'expiry', messages.cardExpiryDate],
    ];
    for (const [change, detail, message] of refusals) {
      const refused = vault.tokenizeCard({ ...card, ...change });
      await expect(refused).rejects.toBeInstanceOf(PaymentDetailsRefused);
      await expect(refused).rejects.toMatchObject({ detail, message });
    }
  });

  it('keeps a bank account encrypted, routing number too, answering token and last four', async () => {
    const answer = await vault.tokenizeBankAccount({ ...account, accountType: 'savings' });
    expect(answer).toEqual({ token: expect.stringMatching(/^tok_bank_[\w-]{24}$/), last4: '3544' });
    const row = await rowOf(answer.token);
    expect(row).toMatchObject({ kind: 'bank', last4: '3544', account_type: 'savings' });
    expect(JSON.stringify(row)).not.toContain('90817263544');
    expect(JSON.stringify(row)).not.toContain('021000021');
    expect(ssnCipher(key).decrypt(row.number_cipher)).toBe('90817263544');
    expect(ssnCipher(key).decrypt(row.routing_number_cipher ?? '')).toBe('021000021');
  });

  it('refuses a routing number failing the ABA checksum, or a short account number', async () => {
    await expect(
      vault.tokenizeBankAccount({ ...account, routingNumber: '021000022' }),
    ).rejects.toMatchObject({ detail: 'routingNumber', message: messages.routingNumber });
    await expect(
      vault.tokenizeBankAccount({ ...account, accountNumber: '123' }),
    ).rejects.toMatchObject({ detail: 'accountNumber' });
  });

  it('records a charge of a token it holds as succeeded, once per idempotency key', async () => {
    const { token } = await vault.tokenizeCard(card);
    const request = { token, amountCents: 4210, idempotencyKey: 'vault-key-1', description: 'x' };
    const first = await vault.charge(request);
    expect(first).toEqual({
      status: 'succeeded',
      receiptId: expect.any(String),
      amountCents: 4210,
    });
    expect(await vault.charge(request)).toEqual(first);
    await expect(
      vault.charge({ ...request, token: 'tok_card_nobody', idempotencyKey: 'vault-key-2' }),
    ).rejects.toBeInstanceOf(UnknownPaymentToken);
  });
});
