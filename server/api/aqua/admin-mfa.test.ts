import { beforeAll, describe, expect, it } from 'vitest';
import { suiteServer } from '../../testing/suite-server';
import { databaseTargets, lastCode } from '../../testing/test-server';

const credentials = { username: 'admin', password: 'Admin#2025' };

describe.each(databaseTargets())('super-admin MFA on %s', (target) => {
  const server = suiteServer(target);
  beforeAll(async () => {
    await server.db
      .updateTable('admins')
      .set({
        email: 'staff.admin@example.com',
        phone: '7035550199',
        mfa_methods: JSON.stringify(['email', 'voice']),
      })
      .where('username', '=', 'admin')
      .execute();
  });

  it('asks for a code after the password, and only the code opens the console', async () => {
    const login = await server.call<{ mfaRequired: boolean; adminId: string; token?: string }>(
      'aqua',
      'loginSuperAdmin',
      credentials,
    );
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ mfaRequired: true, availableMethods: ['email', 'voice'] });
    expect(login.body.token).toBeUndefined();
    const { adminId } = login.body;

    const early = await server.call('aqua', 'verifyAdminMfaCode', { adminId, code: '000000' });
    expect(early.status).toBe(401);
    expect((await server.call('aqua', 'initiateAdminMfa', { adminId, method: 'sms' })).status).toBe(
      400,
    );

    const sent = await server.call<{ destination: string }>('aqua', 'initiateAdminMfa', {
      adminId,
      method: 'email',
    });
    expect(sent.status).toBe(200);
    expect(sent.body.destination).toBe('s***@example.com');
    const code = lastCode(server, 'email-staff.admin');
    const wrong = code === '111111' ? '222222' : '111111';
    expect((await server.call('aqua', 'verifyAdminMfaCode', { adminId, code: wrong })).status).toBe(
      401,
    );
    const verified = await server.call<{ token: string }>('aqua', 'verifyAdminMfaCode', {
      adminId,
      code,
    });
    expect(verified.status).toBe(200);
    expect(
      (await server.call('staff', 'session', { adminToken: verified.body.token })).status,
    ).toBe(200);
    // Spent: the same code does not log in twice.
    expect((await server.call('aqua', 'verifyAdminMfaCode', { adminId, code })).status).toBe(401);

    const rows = await server.db
      .selectFrom('audit_log')
      .select('action')
      .where('admin_id', '=', adminId)
      .execute();
    const actions = rows.map((row) => row.action);
    expect(actions).toContain('loginSuperAdmin.passwordAccepted');
    expect(actions).toContain('loginSuperAdmin.codeRefused');
    expect(actions).toContain('loginSuperAdmin');
  });

  it('sends the code by voice call too', async () => {
    const login = await server.call<{ adminId: string }>('aqua', 'loginSuperAdmin', credentials);
    const sent = await server.call('aqua', 'initiateAdminMfa', {
      adminId: login.body.adminId,
      method: 'voice',
    });
    expect(sent.status).toBe(200);
    const code = lastCode(server, 'voice-');
    const verified = await server.call('aqua', 'verifyAdminMfaCode', {
      adminId: login.body.adminId,
      code,
    });
    expect(verified.status).toBe(200);
  });
});
