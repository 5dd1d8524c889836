import { describe, expect, it } from 'vitest';
import { suiteServer } from '../../testing/suite-server';
import { databaseTargets, lastCode, loginAs } from '../../testing/test-server';

describe.each(databaseTargets())('login, MFA and super-admin on %s', (target) => {
  const server = suiteServer(target);

  it('logs in a member without MFA: a token and the member of spec 3', async () => {
    const answer = await server.call('aqua', 'login', {
      username: 'demo.member',
      password: 'Member#2025',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(answer.body.member).toMatchObject({
      firstName: 'Jordan',
      lastName: 'Reyes',
      email: 'demo.member@example.com',
      username: 'demo.member',
    });
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('issues a new token at every login and stores only its hash', async () => {
    const first = await loginAs(server, 'demo.member');
    const second = await loginAs(server, 'DEMO.MEMBER');
    expect(first.memberToken).not.toBe(second.memberToken);
    const stored = await server.db.selectFrom('sessions').select('token_hash').execute();
    const hashes = stored.map((row) => row.token_hash);
    expect(hashes).not.toContain(first.memberToken);
    expect(hashes.every((hash) => /^[0-9a-f]{64}$/.test(hash))).toBe(true);
  });

  it('sessions last 30 days', async () => {
    const { memberId, memberToken } = await loginAs(server, 'demo.uninsured');
    expect((await server.call('aqua', 'getUser', { memberId, memberToken })).status).toBe(200);
    server.clock.advance(30 * 24 * 3600 * 1000 + 1000);
    try {
      expect((await server.call('aqua', 'getUser', { memberId, memberToken })).status).toBe(401);
    } finally {
      server.clock.set(new Date());
    }
  });

  it('answers 401 for a wrong password or an unknown account, with the same message', async () => {
    const wrong = await server.call('aqua', 'login', {
      username: 'demo.guard',
      password: 'nope-nope',
    });
    const unknown = await server.call('aqua', 'login', {
      username: 'nobody.here',
      password: 'nope-nope',
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.message).toBe(unknown.body.message);
    expect(wrong.body.token).toBeUndefined();
  });

  it('asks for MFA instead of logging in, with the methods and no token', async () => {
    const answer = await server.call('aqua', 'login', {
      username: 'demo.mfa',
      password: 'Member#2025',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      mfaRequired: true,
      availableMethods: ['email', 'sms', 'voice'],
    });
    expect(answer.body.token).toBeUndefined();
    expect(typeof answer.body.memberId).toBe('string');
  });

  it('completes MFA by e-mail: masked destination, 10 minute expiry, single-use code', async () => {
    const login = await server.call('aqua', 'login', {
      username: 'demo.mfa',
      password: 'Member#2025',
    });
    const memberId = login.body.memberId;
    const early = await server.call('aqua', 'verifyMfaCode', { memberId, code: '123456' });
    expect(early.status).toBe(401);
    expect(early.body.message).toBe(
      'No code has been sent yet. Please choose how to receive one, then enter it.',
    );
    const sent = await server.call('aqua', 'initiateMfa', { memberId, method: 'email' });
    expect(sent.status).toBe(200);
    expect(sent.body.method).toBe('email');
    expect(sent.body.destination).toBe('d***@example.com');
    const expiresIn = Date.parse(String(sent.body.expiresAt)) - server.clock.now().getTime();
    expect(expiresIn).toBe(10 * 60 * 1000);
    const code = lastCode(server, 'email-demo.mfa');
    const verified = await server.call('aqua', 'verifyMfaCode', { memberId, code });
    expect(verified.status).toBe(200);
    expect(verified.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(verified.body.member).toMatchObject({ _id: memberId, firstName: 'Morgan' });
    const again = await server.call('aqua', 'verifyMfaCode', { memberId, code });
    expect(again.status).toBe(401);
    expect(again.body.message).not.toContain('No code has been sent');
  });

  it('sends codes by text and voice and a resend replaces the previous code', async () => {
    const login = await server.call('aqua', 'login', {
      username: 'demo.mfa',
      password: 'Member#2025',
    });
    const memberId = login.body.memberId;
    const sms = await server.call('aqua', 'initiateMfa', { memberId, method: 'sms' });
    expect(sms.body.destination).toBe('***-***-0112');
    const first = lastCode(server, '-sms-');
    const voice = await server.call('aqua', 'resendMfaCode', { memberId, method: 'voice' });
    expect(voice.status).toBe(200);
    const second = lastCode(server, '-voice-');
    if (first !== second) {
      expect((await server.call('aqua', 'verifyMfaCode', { memberId, code: first })).status).toBe(
        401,
      );
    }
    expect((await server.call('aqua', 'verifyMfaCode', { memberId, code: second })).status).toBe(
      200,
    );
  });

  it('sends at most 5 codes per login attempt', async () => {
    const login = await server.call('aqua', 'login', {
      username: 'demo.mfa',
      password: 'Member#2025',
    });
    const memberId = login.body.memberId;
    const statuses = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push(
        (await server.call('aqua', 'resendMfaCode', { memberId, method: 'email' })).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('refuses a code after 5 wrong tries, even the right one', async () => {
    const login = await server.call('aqua', 'login', {
      username: 'demo.mfa',
      password: 'Member#2025',
    });
    const memberId = login.body.memberId;
    await server.call('aqua', 'initiateMfa', { memberId, method: 'email' });
    const code = lastCode(server, 'email-demo.mfa');
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = [];
    for (let i = 0; i < 5; i += 1)
      answers.push((await server.call('aqua', 'verifyMfaCode', { memberId, code: wrong })).status);
    expect(answers).toEqual([401, 401, 401, 401, 401]);
    expect((await server.call('aqua', 'verifyMfaCode', { memberId, code })).status).toBe(401);
  });

  it('refuses an expired code and a code without a login attempt', async () => {
    const login = await server.call('aqua', 'login', {
      username: 'demo.mfa',
      password: 'Member#2025',
    });
    const memberId = login.body.memberId;
    await server.call('aqua', 'initiateMfa', { memberId, method: 'email' });
    const code = lastCode(server, 'email-demo.mfa');
    server.clock.advance(10 * 60 * 1000 + 1);
    try {
      expect((await server.call('aqua', 'verifyMfaCode', { memberId, code })).status).toBe(401);
    } finally {
      server.clock.set(new Date());
    }
    const member = await loginAs(server, 'demo.member');
    const noAttempt = await server.call('aqua', 'initiateMfa', {
      memberId: member.memberId,
      method: 'email',
    });
    expect(noAttempt.status).toBe(401);
  });

  it('binds a code to its login attempt: a new login voids the old code', async () => {
    const first = await server.call('aqua', 'login', {
      username: 'demo.mfa',
      password: 'Member#2025',
    });
    const memberId = first.body.memberId;
    await server.call('aqua', 'initiateMfa', { memberId, method: 'email' });
    const code = lastCode(server, 'email-demo.mfa');
    await server.call('aqua', 'login', { username: 'demo.mfa', password: 'Member#2025' });
    expect((await server.call('aqua', 'verifyMfaCode', { memberId, code })).status).toBe(401);
  });

  it('logs in the super-admin and audits good and bad attempts', async () => {
    const bad = await server.call('aqua', 'loginSuperAdmin', {
      username: 'admin',
      password: 'wrong-one',
    });
    expect(bad.status).toBe(401);
    const good = await server.call('aqua', 'loginSuperAdmin', {
      username: 'admin',
      password: 'Admin#2025',
    });
    expect(good.status).toBe(200);
    expect(good.body.admin).toMatchObject({ username: 'admin' });
    expect(good.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const trail = await server.db
      .selectFrom('audit_log')
      .select(['action', 'detail'])
      .orderBy('id')
      .execute();
    expect(trail.map((row) => row.action)).toEqual(['loginSuperAdmin.failed', 'loginSuperAdmin']);
    expect(JSON.stringify(trail)).not.toContain('Admin#2025');
    expect(JSON.stringify(trail)).not.toContain('wrong-one');
  });

  it('a member cannot log in as super-admin', async () => {
    const answer = await server.call('aqua', 'loginSuperAdmin', {
      username: 'demo.member',
      password: 'Member#2025',
    });
    expect(answer.status).toBe(401);
  });
});
