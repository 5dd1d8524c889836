import { describe, expect, it } from 'vitest';
import { suiteServer } from '../../testing/suite-server';
import { databaseTargets } from '../../testing/test-server';

describe.each(databaseTargets())('the audit of failed super-admin logins on %s', (target) => {
  const server = suiteServer(target);

  const failures = () =>
    server.db
      .selectFrom('audit_log')
      .select(['admin_id', 'detail', 'at'])
      .where('action', '=', 'loginSuperAdmin.failed')
      .orderBy('id')
      .execute();

  it('records the address, the time and whether the username matched, never what was typed', async () => {
    const typed = 'Hunter2#Secret';
    const unknown = await server.call('aqua', 'loginSuperAdmin', {
      username: typed,
      password: 'x',
    });
    expect(unknown.status).toBe(401);
    const wrongPassword = await server.call('aqua', 'loginSuperAdmin', {
      username: 'admin',
      password: 'not-the-password',
    });
    expect(wrongPassword.status).toBe(401);
    const [first, second] = await failures();
    expect(first?.detail).toMatchObject({ usernameMatched: false, address: '127.0.0.1' });
    expect(first?.admin_id).toBeNull();
    expect(first?.at).toBeInstanceOf(Date);
    expect(second?.detail).toMatchObject({ usernameMatched: true, address: '127.0.0.1' });
    expect(second?.admin_id).toEqual(expect.any(String));
    const stored = JSON.stringify(await failures());
    expect(stored).not.toContain(typed);
    expect(stored).not.toContain('Hunter2');
    expect(stored).not.toContain('not-the-password');
  });
});
