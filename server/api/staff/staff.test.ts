import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { staffIdleMs, staffSessionLifeMs } from '../../auth/staff-session';
import { sampleApplication, signatureFor } from '../../testing/sample-application';
import { staffActionInputs } from '../../testing/staff-inputs';
import { suiteServer } from '../../testing/suite-server';
import { databaseTargets, loginAs, loginAsAdmin, type TestServer } from '../../testing/test-server';
import { staff } from '.';

const sample = sampleApplication('term-90-plus-standard', (steps) => steps.includes('card'));
const insuredSsn = (sample.data.insured as { ssn: string }).ssn;

const inputs = staffActionInputs;

async function submitAsMember(
  server: TestServer,
  credentials: Record<string, string>,
  key: string,
) {
  const sent = await server.call<{ applicationId: string; referenceNumber: string }>(
    'application',
    'submit',
    {
      appId: sample.appId,
      formId: sample.formId,
      data: sample.data,
      ...signatureFor(sample.formId, sample.data),
      idempotencyKey: key,
      ...credentials,
    },
  );
  expect(sent.status).toBe(200);
  return sent.body;
}

describe.each(databaseTargets())('the staff api on %s', (target) => {
  let adminToken: string;
  const server = suiteServer(target);
  beforeAll(async () => {
    adminToken = await loginAsAdmin(server);
  });

  it('has an input for every action', () => {
    expect(Object.keys(inputs).sort()).toEqual(Object.keys(staff).sort());
  });

  it.each(Object.keys(inputs))(
    '%s is refused without a session and with a member token',
    async (action) => {
      const input = inputs[action] ?? {};
      const member = await loginAs(server, 'demo.member');
      const before = await server.db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      for (const credentials of [
        {},
        { adminToken: member.memberToken },
        { adminToken: 'x'.repeat(43) },
        { ...member },
      ]) {
        const answer = await server.call('staff', action, { ...input, ...credentials });
        expect([401, 400]).toContain(answer.status);
        if (!('memberId' in credentials)) expect(answer.status).toBe(401);
      }
      // Nothing was done, so nothing was written.
      const after = await server.db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      expect(after.n).toBe(before.n);
    },
  );

  it('ends a staff session after its life, when idle, and at logout', async () => {
    const token = await loginAsAdmin(server);
    expect((await server.call('staff', 'session', { adminToken: token })).status).toBe(200);
    server.clock.advance(staffIdleMs + 1000);
    expect((await server.call('staff', 'session', { adminToken: token })).status).toBe(401);

    const busy = await loginAsAdmin(server);
    for (let used = 0; used < staffSessionLifeMs; used += staffIdleMs / 2) {
      server.clock.advance(staffIdleMs / 2);
      await server.call('staff', 'session', { adminToken: busy });
    }
    expect((await server.call('staff', 'session', { adminToken: busy })).status).toBe(401);

    const leaving = await loginAsAdmin(server);
    expect((await server.call('staff', 'logout', { adminToken: leaving })).status).toBe(200);
    expect((await server.call('staff', 'session', { adminToken: leaving })).status).toBe(401);
    adminToken = await loginAsAdmin(server);
  });

  it("an approval shows the application approved, with its beneficiaries, in the member's getUser", async () => {
    const member = await loginAs(server, 'demo.member');
    const sent = await submitAsMember(server, member, `staff-approve-${target}`);
    const listed = await server.call<{ items: { applicationId: string; status: string }[] }>(
      'staff',
      'applications',
      {
        adminToken,
        status: 'received',
        formId: sample.formId,
        state: (sample.data.mailing as { state: string }).state,
      },
    );
    expect(listed.status).toBe(200);
    expect(listed.body.items.map((i) => i.applicationId)).toContain(sent.applicationId);

    const shown = await server.call<{ sections: { lines: { path: string; value: string }[] }[] }>(
      'staff',
      'application',
      { adminToken, applicationId: sent.applicationId },
    );
    const lines = shown.body.sections.flatMap((s) => s.lines);
    expect(lines.find((l) => l.path === 'insured.ssn')?.value).toBe(
      `***-**-${insuredSsn.slice(-4)}`,
    );
    expect(JSON.stringify(shown.body)).not.toContain(insuredSsn);

    const decided = await server.call('staff', 'decideApplication', {
      adminToken,
      applicationId: sent.applicationId,
      decision: 'approve',
    });
    expect(decided.status).toBe(200);
    const user = await server.call<{
      applications: Record<string, { _id: string; status: string }[]>;
      beneficiaries: { applicationId: string; primary: unknown[] }[];
      submittedApplications: string[];
    }>('aqua', 'getUser', member);
    const mine = Object.values(user.body.applications)
      .flat()
      .find((a) => a._id === sent.applicationId);
    expect(mine?.status).toBe('approved');
    expect(user.body.submittedApplications).toContain(sample.definition.applicationType);
    expect(
      user.body.beneficiaries.find((b) => b.applicationId === sent.applicationId)?.primary,
    ).toEqual((sample.data.beneficiaries as { primary: unknown[] }).primary);
    // Decided once: a second decision is refused; the applicant was e-mailed.
    const again = await server.call('staff', 'decideApplication', {
      adminToken,
      applicationId: sent.applicationId,
      decision: 'reject',
      reason: 'Changed our mind',
    });
    expect(again.status).toBe(409);
    await server.settled();
    expect(server.outboxMessages('email-').join('\n')).toContain(sent.referenceNumber);
  });

  it('a rejection needs a reason and drops the application from submittedApplications', async () => {
    const member = await loginAs(server, 'demo.guard');
    const sent = await submitAsMember(server, member, `staff-reject-${target}`);
    const bare = await server.call('staff', 'decideApplication', {
      adminToken,
      applicationId: sent.applicationId,
      decision: 'reject',
    });
    expect(bare.status).toBe(400);
    const rejected = await server.call('staff', 'decideApplication', {
      adminToken,
      applicationId: sent.applicationId,
      decision: 'reject',
      reason: 'Not eligible in this state',
    });
    expect(rejected.status).toBe(200);
    await server.settled();
    expect(server.outboxMessages('email-').join('\n')).toContain('Not eligible in this state');
  });

  it('shows a full SSN only with a reason, and writes who, which and why to the audit log', async () => {
    const member = await loginAs(server, 'demo.member');
    const sent = await submitAsMember(server, member, `staff-reveal-${target}`);
    const short = await server.call('staff', 'revealSsn', {
      adminToken,
      applicationId: sent.applicationId,
      path: 'insured.ssn',
      reason: 'why',
    });
    expect(short.status).toBe(400);
    const reason = 'Carrier asked to confirm the insured';
    const shown = await server.call<{ value: string }>('staff', 'revealSsn', {
      adminToken,
      applicationId: sent.applicationId,
      path: 'insured.ssn',
      reason,
    });
    expect(shown.status).toBe(200);
    expect(shown.body.value).toBe(insuredSsn);
    const rows = await server.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'staff.revealSsn')
      .execute();
    const row = rows.find((r) => r.detail.applicationId === sent.applicationId);
    expect(row?.detail).toMatchObject({ path: 'insured.ssn', reason, username: 'admin' });
    expect(JSON.stringify(rows)).not.toContain(insuredSsn);
    // Found by searching the log, which cannot be changed.
    const found = await server.call<{ items: { action: string }[] }>('staff', 'auditLog', {
      adminToken,
      query: sent.referenceNumber,
    });
    expect(found.body.items.map((i) => i.action)).toContain('staff.revealSsn');
    await expect(
      server.db.updateTable('audit_log').set({ action: 'edited' }).execute(),
    ).rejects.toThrow();
    await expect(server.db.deleteFrom('audit_log').execute()).rejects.toThrow();
    await expect(sql`truncate audit_log`.execute(server.db)).rejects.toThrow(
      'audit_log rows are never changed or deleted',
    );
    expect((await server.db.selectFrom('audit_log').select('id').execute()).length).toBeGreaterThan(
      0,
    );
  });

  it('logs super-admin logins, good and bad', async () => {
    await server.call('aqua', 'loginSuperAdmin', { username: 'admin', password: 'wrong-one' });
    const found = await server.call<{ items: { action: string }[] }>('staff', 'auditLog', {
      adminToken,
      query: 'loginSuperAdmin',
    });
    const actions = found.body.items.map((i) => i.action);
    expect(actions).toContain('loginSuperAdmin');
    expect(actions).toContain('loginSuperAdmin.failed');
  });

  it('finds a member, changes a status with a reason, unlocks logins and resends mail', async () => {
    const found = await server.call<{ items: { _id: string; username: string }[] }>(
      'staff',
      'members',
      { adminToken, query: 'demo.expired' },
    );
    const id = found.body.items.find((m) => m.username === 'demo.expired')?._id ?? '';
    expect(id).not.toBe('');
    const noReason = await server.call('staff', 'changeMemberStatus', {
      adminToken,
      memberId: id,
      status: 'I',
      reason: ' ',
    });
    expect(noReason.status).toBe(400);
    const changed = await server.call('staff', 'changeMemberStatus', {
      adminToken,
      memberId: id,
      status: 'I',
      reason: 'Premium received by check',
    });
    expect(changed.status).toBe(200);
    for (let i = 0; i < 6; i += 1) {
      await server.call('aqua', 'login', { username: 'demo.expired', password: 'wrong-password' });
    }
    expect(
      (await server.call('aqua', 'login', { username: 'demo.expired', password: 'Member#2025' }))
        .status,
    ).toBe(429);
    const shown = await server.call<{
      user: { accountStatus: string };
      login: { locked: boolean };
    }>('staff', 'member', { adminToken, memberId: id });
    expect(shown.body.user.accountStatus).toBe('I');
    expect(shown.body.login.locked).toBe(true);
    expect(JSON.stringify(shown.body)).not.toMatch(/password/i);
    expect((await server.call('staff', 'unlockLogin', { adminToken, memberId: id })).status).toBe(
      200,
    );
    expect(
      (await server.call('aqua', 'login', { username: 'demo.expired', password: 'Member#2025' }))
        .status,
    ).toBe(200);
    expect(
      (await server.call('staff', 'resendUsername', { adminToken, memberId: id })).status,
    ).toBe(200);
    expect(
      (await server.call('staff', 'resendPasswordReset', { adminToken, memberId: id })).status,
    ).toBe(200);
    await server.settled();
    const mail = server.outboxMessages('email-').join('\n');
    expect(mail).toContain('demo.expired');
    expect(mail).toContain('/password-reset/?token=');
  });
});
