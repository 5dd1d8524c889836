import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets, testDatabase, type TestDatabase } from '../testing/test-server';
import {
  IdempotencyKeyReused,
  UnknownPaymentToken,
  paymentGatewayFromEnv,
  sandboxGateway,
  sandboxTestCards,
  type PaymentGateway,
} from '.';

const card = { number: '4242 4242 4242 4242', expiry: '08/2031', cvv: '314', holder: 'Ann Lee' };

describe.each(databaseTargets())('the sandbox gateway on %s', (target) => {
  let database: TestDatabase;
  let gateway: PaymentGateway;

  beforeAll(async () => {
    database = await testDatabase(target);
    gateway = sandboxGateway({ db: database.handle.db });
  });
  afterAll(async () => database?.close());

  it('tokenises a card keeping brand, last four and expiry only, never the number or CVV', async () => {
    const answer = await gateway.tokenizeCard(card);
    expect(answer).toEqual({
      token: expect.stringMatching(/^tok_card_/),
      brand: 'visa',
      last4: '4242',
      expiry: '08/2031',
    });
    const rows = await database.handle.db
      .selectFrom('sandbox_gateway_tokens')
      .selectAll()
      .execute();
    expect(JSON.stringify(rows)).not.toMatch(/424242424242|314|Ann Lee/);
  });

  it('charges a token once per idempotency key, with one receipt', async () => {
    const { token } = await gateway.tokenizeCard(card);
    const request = { token, amountCents: 1234, idempotencyKey: 'k-once', description: 'premium' };
    const answers = await Promise.all([gateway.charge(request), gateway.charge(request)]);
    const again = await gateway.charge(request);
    expect(answers[0]).toEqual({
      status: 'succeeded',
      receiptId: expect.stringMatching(/^rcpt_/),
      amountCents: 1234,
    });
    expect(answers[1]).toEqual(answers[0]);
    expect(again).toEqual(answers[0]);
    const charges = await database.handle.db
      .selectFrom('gateway_charges')
      .selectAll()
      .where('idempotency_key', '=', 'k-once')
      .execute();
    expect(charges).toHaveLength(1);
    await expect(gateway.charge({ ...request, amountCents: 999 })).rejects.toBeInstanceOf(
      IdempotencyKeyReused,
    );
  });

  it('declines every documented decline number, and succeeds the others', async () => {
    for (const test of sandboxTestCards) {
      const { token } = await gateway.tokenizeCard({ ...card, number: test.number });
      const result = await gateway.charge({
        token,
        amountCents: 500,
        idempotencyKey: `k-${test.number}`,
        description: 'premium',
      });
      expect(result.status).toBe(test.outcome === 'succeed' ? 'succeeded' : 'declined');
    }
  });

  it('refuses to charge a token it never gave', async () => {
    await expect(
      gateway.charge({
        token: 'tok_card_nobody',
        amountCents: 1,
        idempotencyKey: 'k-x',
        description: 'x',
      }),
    ).rejects.toBeInstanceOf(UnknownPaymentToken);
  });

  it('is chosen by PAYMENT_GATEWAY, the sandbox by default, and a wrong name fails', () => {
    const deps = { db: database.handle.db, vaultKey: () => Buffer.alloc(32, 1) };
    expect(paymentGatewayFromEnv({}, deps)).toBeDefined();
    expect(paymentGatewayFromEnv({ PAYMENT_GATEWAY: 'local-vault' }, deps)).toBeDefined();
    expect(() => paymentGatewayFromEnv({ PAYMENT_GATEWAY: 'paypal' }, deps)).toThrow(
      'PAYMENT_GATEWAY must be one of sandbox, local-vault',
    );
  });
});
