import { describe, expect, it } from 'vitest';
import { suiteServer } from '../../testing/suite-server';
import { databaseTargets, loginAs } from '../../testing/test-server';

describe.each(databaseTargets())("changes to a member's account are audited on %s", (target) => {
  const server = suiteServer(target);

  const rowsOf = (memberId: string) =>
    server.db
      .selectFrom('audit_log')
      .select(['action', 'detail', 'admin_id'])
      .where('member_id', '=', memberId)
      .orderBy('id')
      .execute();

  it('writes who, what and when for contact, password and vote changes, without values', async () => {
    const credentials = await loginAs(server, 'demo.member');
    await server.call('aqua', 'updateContactInfo', {
      ...credentials,
      mailing: { city: 'Norfolk' },
    });
    const changed = await server.call<{ token: string }>('aqua', 'updatePassword', {
      ...credentials,
      currentPassword: 'Member#2025',
      password: 'Harbor-Lights-2026',
      passwordConfirmation: 'Harbor-Lights-2026',
    });
    expect(changed.status).toBe(200);
    const start = server.clock.now();
    server.clock.set(new Date('2025-08-01T12:00:00Z'));
    try {
      const voter = await loginAs(server, 'demo.member', 'Harbor-Lights-2026');
      const vote = await server.call('aqua', 'ballot', { ...voter, nomineeIds: ['nominee-2'] });
      expect(vote.status).toBe(200);
    } finally {
      server.clock.set(start);
    }
    const rows = await rowsOf(credentials.memberId);
    expect(rows.map((row) => row.action)).toEqual([
      'member.updateContactInfo',
      'member.updatePassword',
      'member.vote',
    ]);
    expect(rows.every((row) => row.admin_id === null)).toBe(true);
    const text = JSON.stringify(rows);
    for (const secret of ['Norfolk', 'Harbor-Lights-2026', 'nominee-2'])
      expect(text).not.toContain(secret);
  });

  it("refuses a vote from a member who may not, or with another member's token, unaudited", async () => {
    const start = server.clock.now();
    server.clock.set(new Date('2025-08-01T12:00:00Z'));
    try {
      const error = await loginAs(server, 'demo.error');
      const refused = await server.call('aqua', 'ballot', { ...error, nomineeIds: ['nominee-1'] });
      expect(refused.status).toBe(403);
      const guard = await loginAs(server, 'demo.guard');
      const crossed = await server.call('aqua', 'ballot', {
        memberId: guard.memberId,
        memberToken: error.memberToken,
        nomineeIds: ['nominee-1'],
      });
      expect(crossed.status).toBe(401);
      expect(await rowsOf(error.memberId)).toEqual([]);
      expect(await rowsOf(guard.memberId)).toEqual([]);
    } finally {
      server.clock.set(start);
    }
  });
});
