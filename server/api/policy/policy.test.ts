import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../validators';
import { sandboxGateway } from '../../payments';
import {
  databaseTargets,
  loginAs,
  startTestServer,
  testDatabase,
  type TestDatabase,
  type TestServer,
} from '../../testing/test-server';
import { serverStartTimeoutMs } from '../../testing/suite-server';

const hourMs = 3_600_000;
// The demo members' password (server/demo), confirming a change of beneficiaries or payment method.
const password = 'Member#2025';
const goodCard = {
  nameOnCard: 'Jordan Reyes',
  number: '4242 4242 4242 4242',
  expiry: '12/2030',
  cvv: '123',
};
const declinedCard = { ...goodCard, number: '4000000000000002' };
const goodBank = {
  bankName: 'First Test Bank',
  accountType: 'checking',
  routingNumber: '110000000',
  accountNumber: '000123456789',
};
const secretNumbers = ['4242424242424242', '4000000000000002', '000123456789', '110000000'];

function logCapture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  return { lines, stream };
}

interface Certificate {
  applicationId: string;
  certificateNumber: string | null;
  due: Record<string, number> | null;
}

describe.each(databaseTargets())('the policy api on %s', (target) => {
  let database: TestDatabase;
  let server: TestServer;
  const log = logCapture();
  let keyCount = 0;
  const newKey = () => `test-payment-key-${String(++keyCount).padStart(4, '0')}`;

  beforeAll(async () => {
    database = await testDatabase(target);
    const db = database.handle.db;
    server = await startTestServer(target, {
      db,
      payments: sandboxGateway({ db }),
      log: log.stream,
      config: { logLevel: 'trace' },
    });
  }, serverStartTimeoutMs);
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  const call = (action: string, data: Record<string, unknown>) =>
    server.call<Record<string, unknown>>('policy', action, data);

  async function certificateOf(credentials: Record<string, string>): Promise<Certificate> {
    const due = await call('paymentDue', credentials);
    const [certificate] = (due.body.certificates ?? []) as Certificate[];
    if (certificate === undefined) throw new Error('no certificate');
    return certificate;
  }

  it('answers what is due per certificate and frequency, from the rate table and coverage', async () => {
    const member = await loginAs(server, 'demo.member');
    const answer = await call('paymentDue', member);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ payment: true, paymentMethodUpdate: true, refusal: null });
    const certificates = answer.body.certificates as Certificate[];
    // Only the approved application is a certificate: not the rejected or pending ones.
    expect(certificates).toHaveLength(1);
    const [t90] = certificates;
    expect(t90?.certificateNumber).toBe('T90P-104512');
    expect(t90?.due?.Q).toBeCloseTo((t90?.due?.M ?? 0) * 3, 2);
    expect(t90?.due?.A).toBeCloseTo((t90?.due?.M ?? 0) * 12, 2);
    expect(t90?.due?.M).toBeGreaterThan(0);
  });

  it.each([
    ['demo.guard', 'nationalGuard'],
    ['demo.error', 'accountError'],
    ['demo.expired', 'notInForce'],
    ['demo.uninsured', 'notInForce'],
  ])('refuses payment and method updates on the server for %s (%s)', async (username, reason) => {
    const member = await loginAs(server, username);
    const due = await call('paymentDue', member);
    expect(due.body).toMatchObject({ payment: false, paymentMethodUpdate: false });
    expect(due.body.refusal).toMatchObject({ reason, howToPay: expect.any(String) });
    const [certificate] = due.body.certificates as Certificate[];
    const purchase = await call('paymentPurchase', {
      ...member,
      applicationId: certificate?.applicationId ?? 'none',
      frequency: 'Q',
      idempotencyKey: newKey(),
      method: 'card',
      card: goodCard,
    });
    expect(purchase.status).toBe(403);
    expect(purchase.body.message).toBe((due.body.refusal as { message: string }).message);
    const update = await call('updatePaymentMethod', { ...member, method: 'card', card: goodCard });
    expect(update.status).toBe(403);
  });

  it.each(['demo.error', 'demo.expired', 'demo.uninsured'])(
    'refuses a beneficiary update on the server for %s',
    async (username) => {
      const member = await loginAs(server, username);
      const answer = await call('updateBeneficiary', {
        ...member,
        applicationId: 'any',
        beneficiaries: { primary: [{ name: 'A B', relationship: 'Spouse', sharePercent: '100' }] },
      });
      expect(answer.status).toBe(403);
    },
  );

  it("refuses another member's token and a token of no one", async () => {
    const member = await loginAs(server, 'demo.member');
    const guard = await loginAs(server, 'demo.guard');
    for (const action of ['paymentDue', 'paymentHistory', 'coverage', 'updatePaymentMethod']) {
      const answer = await call(action, {
        memberId: member.memberId,
        memberToken: guard.memberToken,
        method: 'card',
        card: goodCard,
      });
      expect(answer.status).toBe(401);
    }
    const forged = await call('paymentDue', {
      memberId: member.memberId,
      memberToken: 'x'.repeat(43),
    });
    expect(forged.status).toBe(401);
  });

  it('charges once for a payment retried with its idempotency key, and e-mails a receipt', async () => {
    const member = await loginAs(server, 'demo.member');
    const certificate = await certificateOf(member);
    const request = {
      ...member,
      applicationId: certificate.applicationId,
      frequency: 'Q',
      idempotencyKey: newKey(),
      method: 'card',
      card: goodCard,
    };
    const twins = await Promise.all([
      call('paymentPurchase', request),
      call('paymentPurchase', request),
    ]);
    const retried = await call('paymentPurchase', request);
    // Either twin may reach the database first: one is charged, the other is told the payment
    // is in progress or given the same receipt. A retry after both gets that receipt.
    const first = twins.find((answer) => answer.status === 200) ?? twins[0];
    expect(first.status).toBe(200);
    for (const twin of twins) expect([200, 409]).toContain(twin.status);
    expect(retried.status).toBe(200);
    const answers = [...twins, retried].filter((answer) => answer.status === 200);
    for (const answer of answers) {
      expect(answer.body).toMatchObject({
        status: 'succeeded',
        receiptId: first.body.receiptId,
        amount: certificate.due?.Q,
        method: { kind: 'card', brand: 'visa', last4: '4242' },
      });
    }
    const charges = await server.db
      .selectFrom('gateway_charges')
      .selectAll()
      .where('idempotency_key', 'like', `%${request.idempotencyKey}`)
      .execute();
    expect(charges).toHaveLength(1);
    expect(charges[0]?.amount_cents).toBe(Math.round((certificate.due?.Q ?? 0) * 100));
    // A key reused for another premium is refused, not charged.
    const reused = await call('paymentPurchase', { ...request, frequency: 'A' });
    expect(reused.status).toBe(409);
    await server.settled();
    const receipt = server.outboxMessages('demo.member').at(-1) ?? '';
    expect(receipt).toContain(String(first.body.receiptId));
    const audits = await server.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'member.paymentPurchase')
      .execute();
    expect(
      audits.some(
        (row) => row.detail.paymentId === first.body.paymentId && row.member_id === member.memberId,
      ),
    ).toBe(true);
    const history = await call('paymentHistory', member);
    const payments = history.body.payments as { receiptId: string | null }[];
    expect(payments.filter((p) => p.receiptId === first.body.receiptId)).toHaveLength(1);
  });

  it('declines a documented decline card, the same way on a retry, and lists it without receipt', async () => {
    const member = await loginAs(server, 'demo.member');
    const certificate = await certificateOf(member);
    const request = {
      ...member,
      applicationId: certificate.applicationId,
      frequency: 'M',
      idempotencyKey: newKey(),
      method: 'card',
      card: declinedCard,
    };
    const first = await call('paymentPurchase', request);
    const again = await call('paymentPurchase', request);
    for (const answer of [first, again]) {
      expect(answer.status).toBe(402);
      expect(answer.body.message).toMatch(/declined/);
    }
    const history = await call('paymentHistory', member);
    expect(history.body.payments).toContainEqual(
      expect.objectContaining({
        status: 'declined',
        receiptId: null,
        method: expect.objectContaining({ last4: '0002' }),
      }),
    );
  });

  it('refuses a card the gateway refuses on its field, and a certificate not the member’s', async () => {
    const member = await loginAs(server, 'demo.member');
    const certificate = await certificateOf(member);
    const badNumber = await call('paymentPurchase', {
      ...member,
      applicationId: certificate.applicationId,
      frequency: 'Q',
      idempotencyKey: newKey(),
      method: 'card',
      card: { ...goodCard, number: '4242424242424241' },
    });
    expect(badNumber.status).toBe(400);
    expect(badNumber.body.errors).toEqual({ 'card.number': messages.cardNumber });
    const guard = await loginAs(server, 'demo.guard');
    const guardCertificate = await certificateOf(guard);
    const notMine = await call('paymentPurchase', {
      ...member,
      applicationId: guardCertificate.applicationId,
      frequency: 'Q',
      idempotencyKey: newKey(),
      method: 'card',
      card: goodCard,
    });
    expect(notMine.status).toBe(400);
    expect(notMine.body.errors).toEqual({ applicationId: messages.invalid });
  });

  it('keeps a payment method update pending 24 hours: refused up to the last millisecond', async () => {
    const start = new Date('2031-03-01T12:00:00Z');
    server.clock.set(start);
    try {
      const session = await loginAs(server, 'demo.member');
      const first = await call('updatePaymentMethod', {
        ...session,
        currentPassword: password,
        method: 'bank',
        bank: goodBank,
      });
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({
        methodOnFile: { kind: 'bank', bankName: 'First Test Bank', last4: '6789' },
        paymentMethodUpdatePendingUntil: new Date(start.getTime() + 24 * hourMs).toISOString(),
      });
      server.clock.set(new Date(start.getTime() + 24 * hourMs - 1));
      const due = await call('paymentDue', session);
      expect(due.body).toMatchObject({
        paymentMethodUpdatePending: true,
        paymentMethodUpdate: false,
      });
      const early = await call('updatePaymentMethod', {
        ...session,
        currentPassword: password,
        method: 'card',
        card: goodCard,
      });
      expect(early.status).toBe(409);
      server.clock.set(new Date(start.getTime() + 24 * hourMs));
      const onTime = await call('updatePaymentMethod', {
        ...session,
        currentPassword: password,
        method: 'card',
        card: goodCard,
      });
      expect(onTime.status).toBe(200);
      // The method on file pays.
      const certificate = await certificateOf(session);
      const paid = await call('paymentPurchase', {
        ...session,
        applicationId: certificate.applicationId,
        frequency: 'S',
        idempotencyKey: newKey(),
        method: 'onFile',
      });
      expect(paid.status).toBe(200);
      expect(paid.body.method).toMatchObject({ kind: 'card', last4: '4242' });
      const audits = await server.db
        .selectFrom('audit_log')
        .select('detail')
        .where('action', '=', 'member.updatePaymentMethod')
        .execute();
      expect(audits.length).toBeGreaterThanOrEqual(2);
    } finally {
      server.clock.set(new Date());
    }
  });

  it('keeps a beneficiary update pending 48 hours, and refuses shares not summing to 100', async () => {
    const start = new Date('2031-06-01T12:00:00Z');
    server.clock.set(start);
    try {
      const member = await loginAs(server, 'demo.member');
      const certificate = await certificateOf(member);
      const update = (primary: unknown[]) =>
        call('updateBeneficiary', {
          ...member,
          currentPassword: password,
          applicationId: certificate.applicationId,
          beneficiaries: { primary, contingent: [] },
        });
      const short = await update([
        { name: 'Alex Reyes', relationship: 'Spouse', sharePercent: '60' },
        { name: 'Sam Reyes', relationship: 'Child', sharePercent: '30' },
      ]);
      expect(short.status).toBe(400);
      expect(Object.values(short.body.errors as object)).toContain(messages.beneficiaryShareTotal);
      expect(messages.beneficiaryShareTotal).toBe('Summary Share % for beneficiaries must be 100');
      const long = await update([
        { name: 'A'.repeat(60), relationship: 'B'.repeat(30), sharePercent: '25' },
        { name: 'C'.repeat(60), relationship: 'D'.repeat(30), sharePercent: '25' },
        { name: 'E'.repeat(60), relationship: 'F'.repeat(30), sharePercent: '50' },
      ]);
      expect(long.status).toBe(400);
      expect(JSON.stringify(long.body.errors)).toContain('240 characters');
      const good = [
        { name: 'Alex Reyes', relationship: 'Spouse', sharePercent: '70' },
        { name: 'Sam Reyes', relationship: 'Child', sharePercent: '30' },
      ];
      expect((await update(good)).status).toBe(200);
      const coverage = await call('coverage', member);
      expect(coverage.body).toMatchObject({ beneUpdatePending: true, beneUpdate: false });
      expect(coverage.body.certificates).toContainEqual(
        expect.objectContaining({
          beneficiariesPending: true,
          beneficiaries: { primary: good, contingent: [] },
        }),
      );
      server.clock.set(new Date(start.getTime() + 48 * hourMs - 1));
      expect((await update(good)).status).toBe(409);
      server.clock.set(new Date(start.getTime() + 48 * hourMs));
      expect((await update(good)).status).toBe(200);
      await server.settled();
      expect(server.outboxMessages('demo.member').join('\n')).toContain('beneficiary update');
    } finally {
      server.clock.set(new Date());
    }
  });

  it('shows the demo guard’s pending beneficiary update and refuses another', async () => {
    const guard = await loginAs(server, 'demo.guard');
    const coverage = await call('coverage', guard);
    expect(coverage.body).toMatchObject({ beneUpdatePending: true });
    const [certificate] = coverage.body.certificates as Certificate[];
    const answer = await call('updateBeneficiary', {
      ...guard,
      applicationId: certificate?.applicationId,
      beneficiaries: { primary: [{ name: 'A B', relationship: 'Spouse', sharePercent: '100' }] },
    });
    expect(answer.status).toBe(409);
  });

  it('keeps no card or bank number in the database or the log after payments', async () => {
    const member = await loginAs(server, 'demo.member');
    const certificate = await certificateOf(member);
    await call('paymentPurchase', {
      ...member,
      applicationId: certificate.applicationId,
      frequency: 'A',
      idempotencyKey: newKey(),
      method: 'bank',
      bank: goodBank,
    });
    const tables = [
      'sandbox_gateway_tokens',
      'gateway_charges',
      'payment_methods',
      'member_payments',
      'audit_log',
      'payment_tokens',
    ] as const;
    const dump: string[] = [];
    for (const table of tables) {
      dump.push(JSON.stringify(await server.db.selectFrom(table).selectAll().execute()));
    }
    const everything = dump.join('\n') + log.lines.join('\n');
    expect(log.lines.length).toBeGreaterThan(0);
    for (const number of secretNumbers) expect(everything).not.toContain(number);
    expect(everything).not.toMatch(/"cvv"/);
  });
});
