import { describe, expect, it } from 'vitest';
import { suiteServer } from '../../testing/suite-server';
import { databaseTargets, loginAs } from '../../testing/test-server';
import { consentLifetimeMs } from './electronic-consent';

describe.each(databaseTargets())('electronic consent on %s', (target) => {
  const server = suiteServer(target);

  const auditActions = async (memberId: string) =>
    (
      await server.db
        .selectFrom('audit_log')
        .select('action')
        .where('member_id', '=', memberId)
        .orderBy('id')
        .execute()
    ).map((row) => row.action);

  it('is none until given, then given for 365 days, and can be withdrawn', async () => {
    const credentials = await loginAs(server, 'demo.guard');
    const before = await server.call('aqua', 'electronicConsent', credentials);
    expect(before.body).toEqual({ consent: 'none', givenAt: null, expiresAt: null });
    const given = await server.call('aqua', 'electronicConsent', { ...credentials, consent: '1' });
    expect(given.status).toBe(200);
    const now = server.clock.now().getTime();
    expect(given.body).toMatchObject({ consent: 'given' });
    expect(Date.parse(String(given.body.expiresAt)) - Date.parse(String(given.body.givenAt))).toBe(
      consentLifetimeMs,
    );
    expect(Date.parse(String(given.body.givenAt))).toBe(now);
    const withdrawn = await server.call('aqua', 'electronicConsent', {
      ...credentials,
      consent: '0',
    });
    expect(withdrawn.body).toMatchObject({ consent: 'none' });
    expect(await auditActions(credentials.memberId)).toEqual([
      'member.electronicConsent.given',
      'member.electronicConsent.withdrawn',
    ]);
  });

  it('lapses 365 days after it was given', async () => {
    const credentials = await loginAs(server, 'demo.uninsured');
    await server.call('aqua', 'electronicConsent', { ...credentials, consent: '1' });
    const start = server.clock.now();
    try {
      server.clock.advance(consentLifetimeMs - 1);
      const fresh = await loginAs(server, 'demo.uninsured');
      expect((await server.call('aqua', 'electronicConsent', fresh)).body).toMatchObject({
        consent: 'given',
      });
      server.clock.advance(1);
      const later = await loginAs(server, 'demo.uninsured');
      expect((await server.call('aqua', 'electronicConsent', later)).body).toMatchObject({
        consent: 'none',
      });
    } finally {
      server.clock.set(start);
    }
  });

  it("refuses another member's token and a wrong token, and stores nothing then", async () => {
    const mine = await loginAs(server, 'demo.member');
    const other = await loginAs(server, 'demo.expired');
    const crossed = await server.call('aqua', 'electronicConsent', {
      memberId: other.memberId,
      memberToken: mine.memberToken,
      consent: '1',
    });
    expect(crossed.status).toBe(401);
    const forged = await server.call('aqua', 'electronicConsent', {
      memberId: mine.memberId,
      memberToken: 'x'.repeat(43),
      consent: '1',
    });
    expect(forged.status).toBe(401);
    const stored = await server.db
      .selectFrom('electronic_consents')
      .select('member_id')
      .where('member_id', 'in', [mine.memberId, other.memberId])
      .execute();
    expect(stored).toEqual([]);
  });

  it('refuses a consent value other than 0 or 1 with the field message', async () => {
    const credentials = await loginAs(server, 'demo.member');
    const answer = await server.call('aqua', 'electronicConsent', {
      ...credentials,
      consent: 'yes',
    });
    expect(answer.status).toBe(400);
  });
});
