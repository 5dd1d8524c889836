import { describe, expect, it } from 'vitest';
import {
  confirmWithPasswordMessage,
  currentPasswordWrongMessage,
} from '../../auth/current-password';
import { suiteServer } from '../../testing/suite-server';
import { databaseTargets, loginAs, type TestServer } from '../../testing/test-server';
import {
  beneficiaryUpdateCancelledMessage,
  noPendingBeneficiaryUpdateMessage,
} from './cancel-beneficiary-update';
import {
  noPendingPaymentMethodUpdateMessage,
  paymentMethodUpdateCancelledMessage,
} from './cancel-payment-method-update';

const password = 'Member#2025';
const newBank = {
  bankName: 'Thief Bank',
  accountType: 'checking',
  routingNumber: '110000000',
  accountNumber: '000999888777',
};
const thiefList = { primary: [{ name: 'Eve Thief', relationship: 'Friend', sharePercent: '100' }] };
const ownList = { primary: [{ name: 'Alex Reyes', relationship: 'Spouse', sharePercent: '100' }] };

interface Coverage {
  certificates: { applicationId: string; beneficiaries: { primary: { name: string }[] } }[];
  beneUpdate: boolean;
  beneUpdatePending: boolean;
}

const coverageOf = async (server: TestServer, session: Record<string, string>) =>
  (await server.call<Coverage>('policy', 'coverage', session)).body;

describe.each(databaseTargets())('changes a stolen session cannot make alone, on %s', (target) => {
  const server = suiteServer(target);

  it('asks the password for new beneficiaries and a new payment method', async () => {
    const session = await loginAs(server, 'demo.member');
    const [certificate] = (await coverageOf(server, session)).certificates;
    const applicationId = certificate?.applicationId;
    for (const [currentPassword, message] of [
      [undefined, confirmWithPasswordMessage],
      ['', confirmWithPasswordMessage],
      ['Wrong#2025', currentPasswordWrongMessage],
    ] as const) {
      const withPassword = currentPassword === undefined ? {} : { currentPassword };
      const beneficiaries = await server.call('policy', 'updateBeneficiary', {
        ...session,
        ...withPassword,
        applicationId,
        beneficiaries: thiefList,
      });
      expect(beneficiaries.status).toBe(400);
      expect(beneficiaries.body.errors).toEqual({ currentPassword: message });
      const method = await server.call('policy', 'updatePaymentMethod', {
        ...session,
        ...withPassword,
        method: 'bank',
        bank: newBank,
      });
      expect(method.status).toBe(400);
      expect(method.body.errors).toEqual({ currentPassword: message });
    }
    // Nothing changed: no pending window, no method of the thief's on file.
    const coverage = await coverageOf(server, session);
    expect(coverage.beneUpdatePending).toBe(false);
    expect(JSON.stringify(coverage)).not.toContain('Eve Thief');
    const onFile = await server.call('policy', 'paymentDue', session);
    expect(JSON.stringify(onFile.body)).not.toContain('Thief Bank');
  });

  it('lets the member cancel a pending beneficiary update and name their own at once', async () => {
    const session = await loginAs(server, 'demo.member');
    const before = await coverageOf(server, session);
    const applicationId = before.certificates[0]?.applicationId;
    const nothing = await server.call('policy', 'cancelBeneficiaryUpdate', {
      ...session,
      currentPassword: password,
    });
    expect(nothing.status).toBe(409);
    expect(nothing.body.message).toBe(noPendingBeneficiaryUpdateMessage);

    const planted = await server.call('policy', 'updateBeneficiary', {
      ...session,
      currentPassword: password,
      applicationId,
      beneficiaries: thiefList,
    });
    expect(planted.status).toBe(200);
    const refused = await server.call('policy', 'cancelBeneficiaryUpdate', session);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ currentPassword: confirmWithPasswordMessage });

    const cancelled = await server.call('policy', 'cancelBeneficiaryUpdate', {
      ...session,
      currentPassword: password,
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.message).toBe(beneficiaryUpdateCancelledMessage);
    const after = await coverageOf(server, session);
    expect(after.beneUpdatePending).toBe(false);
    expect(after.certificates[0]?.beneficiaries).toEqual(before.certificates[0]?.beneficiaries);

    const own = await server.call('policy', 'updateBeneficiary', {
      ...session,
      currentPassword: password,
      applicationId,
      beneficiaries: ownList,
    });
    expect(own.status).toBe(200);
    // Kept, marked cancelled, with its audit row; the member was told by e-mail.
    const updates = await server.db
      .selectFrom('beneficiary_updates')
      .select(['cancelled_at'])
      .where('member_id', '=', session.memberId)
      .orderBy('requested_at')
      .execute();
    expect(updates.map((update) => update.cancelled_at !== null)).toEqual([true, false]);
    const audits = await server.db
      .selectFrom('audit_log')
      .select('action')
      .where('member_id', '=', session.memberId)
      .where('action', '=', 'member.cancelBeneficiaryUpdate')
      .execute();
    expect(audits).toHaveLength(1);
    await server.settled();
    expect(server.outboxMessages().join('\n')).toContain('Your beneficiary update was cancelled');
  });

  it('lets the member cancel a pending payment method change and have their own back', async () => {
    const session = await loginAs(server, 'demo.grace');
    const methodOf = async () =>
      (await server.call<{ methodOnFile: unknown }>('policy', 'paymentDue', session)).body
        .methodOnFile;
    // The member's own method, on file for more than its 24 hours.
    const own = await server.call('policy', 'updatePaymentMethod', {
      ...session,
      currentPassword: password,
      method: 'bank',
      bank: { ...newBank, bankName: 'First Test Bank' },
    });
    expect(own.status).toBe(200);
    server.clock.advance(25 * 3_600_000);
    const before = await methodOf();
    expect(JSON.stringify(before)).toContain('First Test Bank');
    const nothing = await server.call('policy', 'cancelPaymentMethodUpdate', {
      ...session,
      currentPassword: password,
    });
    expect(nothing.status).toBe(409);
    expect(nothing.body.message).toBe(noPendingPaymentMethodUpdateMessage);
    const changed = await server.call('policy', 'updatePaymentMethod', {
      ...session,
      currentPassword: password,
      method: 'bank',
      bank: newBank,
    });
    expect(changed.status).toBe(200);
    expect(JSON.stringify(await methodOf())).toContain('Thief Bank');
    const refused = await server.call('policy', 'cancelPaymentMethodUpdate', session);
    expect(refused.body.errors).toEqual({ currentPassword: confirmWithPasswordMessage });
    const cancelled = await server.call('policy', 'cancelPaymentMethodUpdate', {
      ...session,
      currentPassword: password,
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.message).toBe(paymentMethodUpdateCancelledMessage);
    expect(await methodOf()).toEqual(before);
    expect(cancelled.body.methodOnFile).toEqual(before ?? null);
    // Not pending any more: the member's own change goes through at once.
    const again = await server.call('policy', 'updatePaymentMethod', {
      ...session,
      currentPassword: password,
      method: 'card',
      card: {
        nameOnCard: 'Avery Santos',
        number: '4242424242424242',
        expiry: '12/2030',
        cvv: '123',
      },
    });
    expect(again.status).toBe(200);
    server.clock.set(new Date());
    const audits = await server.db
      .selectFrom('audit_log')
      .select('detail')
      .where('member_id', '=', session.memberId)
      .where('action', '=', 'member.cancelPaymentMethodUpdate')
      .execute();
    expect(audits).toHaveLength(1);
    await server.settled();
    expect(server.outboxMessages('demo.grace').join('\n')).toContain(
      'Your payment method change was cancelled',
    );
  });
});
