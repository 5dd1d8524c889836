import { describe, expect, it } from 'vitest';
import { defaultThrottle } from '../../config';
import { suiteServer } from '../../testing/suite-server';
import { unlockStaffLogin } from '../../auth/staff-login-unlock';
import { databaseTargets, lastCode } from '../../testing/test-server';

/**
 * Login throttling as an attacker meets it (NIST SP 800-63B 5.2.2): attempts sent at once are
 * counted one by one, an account is one account whichever name is typed, and the attacker's
 * failures slow the attacker's address, not the member's.
 */
describe.each(databaseTargets())('login throttling on %s', (target) => {
  // Addresses come from X-Forwarded-For, so one test can play attacker and member.
  const server = suiteServer(target, { config: { trustProxy: true } });

  const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });
  const login = (username: string, password: string, address: string) =>
    server.call('aqua', 'login', { username, password }, from(address));
  const statuses = async (answers: Promise<{ status: number }>[]) =>
    (await Promise.all(answers)).map((answer) => answer.status);
  const count = (list: number[], status: number) => list.filter((s) => s === status).length;

  it('checks 5 passwords, not more, when 60 wrong ones arrive at once', async () => {
    const answers = await statuses(
      Array.from({ length: 60 }, () => login('demo.guard', 'wrong-password', '203.0.113.10')),
    );
    expect(count(answers, 401)).toBe(5);
    expect(count(answers, 429)).toBe(55);
  });

  it('counts the username and the e-mail address of one account together', async () => {
    const address = '203.0.113.11';
    const answers = [];
    for (const name of ['demo.uninsured', 'DEMO.UNINSURED@example.com', 'demo.uninsured']) {
      answers.push((await login(name, 'wrong-password', address)).status);
    }
    for (const name of [
      'demo.uninsured@example.com',
      'Demo.Uninsured',
      'demo.uninsured@example.com',
    ]) {
      answers.push((await login(name, 'wrong-password', address)).status);
    }
    expect(answers).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it("does not lock the member out with the attacker's failures", async () => {
    for (let i = 0; i < 11; i += 1) await login('demo.member', `guess-${i}`, '198.51.100.7');
    // The attacker now waits; the member, from their own address, does not.
    expect((await login('demo.member', 'wrong-password', '198.51.100.7')).status).toBe(429);
    expect((await login('demo.member', 'Member#2025', '192.0.2.44')).status).toBe(200);
    // A member who mistypes a few times and then succeeds starts afresh.
    for (let i = 0; i < 4; i += 1) await login('demo.member', `typo-${i}`, '192.0.2.44');
    expect((await login('demo.member', 'Member#2025', '192.0.2.44')).status).toBe(200);
    expect((await login('demo.member', 'typo-again', '192.0.2.44')).status).toBe(401);
  });

  it('slows an address that tries many accounts, and never shuts the super-admin out', async () => {
    const address = '203.0.113.99';
    // 200 failures from one address, each on another (unknown) account.
    for (let i = 0; i < 200; i += 1) {
      await login(`sprayed.${i}`, 'Password1', address);
    }
    expect((await login('sprayed.after', 'Password1', address)).status).toBe(429);
    const admin = await server.call(
      'aqua',
      'loginSuperAdmin',
      { username: 'admin', password: 'Admin#2025' },
      from(address),
    );
    expect(admin.status).toBe(200);
    // The slowing passes: one attempt per delay, at most 10 s.
    server.clock.advance(10_000);
    try {
      expect((await login('demo.expired', 'Member#2025', address)).status).toBe(200);
    } finally {
      server.clock.set(new Date());
    }
  });

  it('after 100 failures an hour asks a code of a right password, refuses a wrong one', async () => {
    // 100 failures spread over 25 addresses, 4 each: no address is slowed.
    for (let a = 0; a < 25; a += 1) {
      for (let i = 0; i < 4; i += 1) await login('demo.mfa', `guess-${a}-${i}`, `198.18.0.${a}`);
    }
    expect((await login('demo.mfa', 'guess-101', '192.0.2.201')).status).toBe(429);
    // The member's own password and second factor are never refused by strangers' failures.
    const own = await login('demo.mfa', 'Member#2025', '192.0.2.200');
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ mfaRequired: true });
    // The e-mailed reset link still opens the account too.
    await server.call('aqua', 'forgotPassword', { username: 'demo.mfa' }, from('192.0.2.200'));
    await server.settled();
    const link = server.outboxMessages('email-demo.mfa').at(-1) ?? '';
    const token = /token=([A-Za-z0-9_-]+)/.exec(link)?.[1] ?? '';
    const reset = await server.call('aqua', 'resetPassword', {
      token,
      password: 'Fresh#Start2026',
      passwordConfirmation: 'Fresh#Start2026',
    });
    expect(reset.status).toBe(200);
    expect((await login('demo.mfa', 'guess-102', '192.0.2.202')).status).toBe(401);
  });
});

/**
 * The account's limit met by strangers, with a limit of 10 rather than 100 so that the
 * failures cost less time: the same rules, checked after 10 failures from 5 addresses.
 */
describe.each(databaseTargets())("the owner past strangers' failures, on %s", (target) => {
  const server = suiteServer(target, {
    config: {
      trustProxy: true,
      throttle: { ...defaultThrottle, loginAccount: { max: 10, windowSeconds: 3600 } },
    },
  });
  const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });
  const login = (username: string, password: string, address: string) =>
    server.call('aqua', 'login', { username, password }, from(address));

  it('lets a member without MFA in from a known address, and by an e-mailed code elsewhere', async () => {
    const home = '192.0.2.210';
    const before = await login('demo.grace', 'Member#2025', home);
    expect(before.status).toBe(200);
    expect(before.body).not.toHaveProperty('mfaRequired');
    for (let a = 0; a < 5; a += 1) {
      for (let i = 0; i < 2; i += 1) await login('demo.grace', `guess-${a}-${i}`, `198.18.1.${a}`);
    }
    // From the address the member logged in from before: in, as ever.
    const atHome = await login('demo.grace', 'Member#2025', home);
    expect(atHome.status).toBe(200);
    expect(atHome.body).toHaveProperty('token');
    for (let a = 0; a < 5; a += 1) {
      for (let i = 0; i < 2; i += 1) await login('demo.grace', `again-${a}-${i}`, `198.18.2.${a}`);
    }
    // From a new address (travelling, a phone's network): a code by e-mail first.
    const away = '192.0.2.211';
    const stepUp = await login('demo.grace', 'Member#2025', away);
    expect(stepUp.status).toBe(200);
    expect(stepUp.body).toMatchObject({ mfaRequired: true, availableMethods: ['email'] });
    expect(stepUp.body).not.toHaveProperty('token');
    const memberId = String((stepUp.body as { memberId: string }).memberId);
    const sms = await server.call('aqua', 'initiateMfa', { memberId, method: 'sms' }, from(away));
    expect(sms.status).toBe(400);
    const sent = await server.call(
      'aqua',
      'initiateMfa',
      { memberId, method: 'email' },
      from(away),
    );
    expect(sent.status).toBe(200);
    await server.settled();
    const verified = await server.call(
      'aqua',
      'verifyMfaCode',
      { memberId, code: lastCode(server, 'email-demo.grace') },
      from(away),
    );
    expect(verified.status).toBe(200);
    expect(verified.body).toHaveProperty('token');
    // The account starts afresh, and the new address is now one of the member's.
    const next = await login('demo.grace', 'Member#2025', away);
    expect(next.body).toHaveProperty('token');
  });

  it("asks a super-admin's code after strangers' failures; one without MFA is unlocked by staff:unlock", async () => {
    const adminLogin = (username: string, password: string, address: string) =>
      server.call('aqua', 'loginSuperAdmin', { username, password }, from(address));
    for (const username of ['admin', 'admin.mfa']) {
      for (let a = 0; a < 5; a += 1) {
        for (let i = 0; i < 2; i += 1)
          await adminLogin(username, `guess-${a}-${i}`, `198.18.3.${a}`);
      }
    }
    const withCode = await adminLogin('admin.mfa', 'Admin#2025', '192.0.2.220');
    expect(withCode.status).toBe(200);
    expect(withCode.body).not.toHaveProperty('token');
    expect((await adminLogin('admin', 'Admin#2025', '192.0.2.220')).status).toBe(429);
    expect(await unlockStaffLogin(server.db, 'nobody')).toBe(false);
    expect(await unlockStaffLogin(server.db, 'admin')).toBe(true);
    const unlocked = await adminLogin('admin', 'Admin#2025', '192.0.2.220');
    expect(unlocked.status).toBe(200);
    expect(unlocked.body).toHaveProperty('token');
  });
});
