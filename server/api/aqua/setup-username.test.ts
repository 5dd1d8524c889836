import { describe, expect, it } from 'vitest';
import { suiteServer } from '../../testing/suite-server';
import { databaseTargets, lastCode, loginAs, type TestServer } from '../../testing/test-server';
import { signUpAndConfirm } from '../../testing/sign-up';

const password = 'Brand-new-pass-7';

/** A member the association knows without a username, as one insured by mail. */
async function memberWithoutUsername(server: TestServer, email: string, dateOfBirth: string) {
  const answer = await signUpAndConfirm(server, {
    firstName: 'Sam',
    lastName: 'Reyes',
    email,
    dateOfBirth,
    password: 'Old-member-pass-3',
    passwordConfirmation: 'Old-member-pass-3',
  });
  if (answer.status !== 200) throw new Error(`signup ${email}: ${JSON.stringify(answer.body)}`);
  return {
    memberId: String((answer.body.member as { _id: string })._id),
    token: answer.body.token,
  };
}

describe.each(databaseTargets())('setting up a username on %s', (target) => {
  let address = 0;
  /** Each test calls from its own address, so the per-address limit of one never spills over. */
  let from: { headers: Record<string, string> };
  const server = suiteServer(target, { config: { trustProxy: true } });
  const nextAddress = () => {
    address += 1;
    from = { headers: { 'x-forwarded-for': `198.51.100.${address}` } };
  };

  const askCode = (email: string, dateOfBirth: string) =>
    server.call('aqua', 'setupUsername', { email, dateOfBirth }, from);
  const confirm = (email: string, code: string, username: string) =>
    server.call(
      'aqua',
      'confirmSetupUsername',
      { email, code, username, password, passwordConfirmation: password },
      from,
    );

  it('never sets a username from the e-mail address and date of birth alone', async () => {
    nextAddress();
    await memberWithoutUsername(server, 'one.step@example.com', '07/04/1976');
    const answer = await server.call(
      'aqua',
      'setupUsername',
      {
        email: 'one.step@example.com',
        dateOfBirth: '07/04/1976',
        username: 'taken.over',
        password,
        passwordConfirmation: password,
      },
      from,
    );
    expect(answer.status).toBe(200);
    const row = await server.db
      .selectFrom('members')
      .select('username')
      .where('email', '=', 'one.step@example.com')
      .executeTakeFirstOrThrow();
    expect(row.username).toBeNull();
    expect((await server.call('aqua', 'login', { username: 'taken.over', password })).status).toBe(
      401,
    );
  });

  it('answers the same whether or not a member matches, and mails a code only to a match', async () => {
    nextAddress();
    await memberWithoutUsername(server, 'same.answer@example.com', '03/15/1982');
    const before = server.outboxMessages().length;
    const known = await askCode('same.answer@example.com', '03/15/1982');
    const wrongBirth = await askCode('same.answer@example.com', '03/16/1982');
    const unknown = await askCode('nobody.here@example.com', '03/15/1982');
    const hasUsername = await askCode('demo.member@example.com', '01/01/1980');
    expect(known.status).toBe(200);
    expect(known.body).toEqual({
      message:
        'If a member without a username matches these details, we have sent a code to that e-mail address.',
    });
    for (const other of [wrongBirth, unknown, hasUsername]) {
      expect(other).toMatchObject({ status: 200, body: known.body });
    }
    expect(server.outboxMessages().length).toBe(before + 1);
    expect(server.outboxMessages('email-same.answer').at(-1)).toMatch(/\r\n\d{6}\r\n/);
  });

  it('sets the username with the code, once, ends every session and tells the member', async () => {
    nextAddress();
    const member = await memberWithoutUsername(server, 'with.code@example.com', '11/02/1990');
    const session = { memberId: member.memberId, memberToken: String(member.token) };
    expect((await server.call('aqua', 'getUser', session)).status).toBe(200);
    await askCode('with.code@example.com', '11/02/1990');
    const code = lastCode(server, 'email-with.code');
    const answer = await confirm('with.code@example.com', code, 'with.code');
    expect(answer).toMatchObject({
      status: 200,
      body: { message: 'Your username is set. You can now log in.' },
    });
    expect((await server.call('aqua', 'getUser', session)).status).toBe(401);
    const letter = server.outboxMessages('email-with.code').at(-1) ?? '';
    expect(letter).toContain('Subject: Your username was set');
    expect(letter).toContain('\r\nwith.code\r\n');
    await loginAs(server, 'with.code', password);
    const again = await confirm('with.code@example.com', code, 'with.code.again');
    expect(again.status).toBe(400);
  });

  it('refuses a wrong code, and after 5 wrong tries the right one too', async () => {
    nextAddress();
    await memberWithoutUsername(server, 'wrong.tries@example.com', '05/05/1985');
    await askCode('wrong.tries@example.com', '05/05/1985');
    const code = lastCode(server, 'email-wrong.tries');
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await confirm('wrong.tries@example.com', wrong, 'wrong.tries');
    expect(first).toMatchObject({
      status: 400,
      body: { message: 'The code is not correct. Please check it and try again.' },
    });
    for (let i = 0; i < 4; i += 1) await confirm('wrong.tries@example.com', wrong, 'wrong.tries');
    const dead = await confirm('wrong.tries@example.com', code, 'wrong.tries');
    expect(dead).toMatchObject({
      status: 400,
      body: { message: 'Too many wrong codes. Please ask for a new one.' },
    });
    // A new code voids the old one and works.
    await askCode('wrong.tries@example.com', '05/05/1985');
    const fresh = lastCode(server, 'email-wrong.tries');
    expect((await confirm('wrong.tries@example.com', fresh, 'wrong.tries')).status).toBe(200);
  });

  it('keeps one live code per member and refuses an expired one', async () => {
    nextAddress();
    await memberWithoutUsername(server, 'one.code@example.com', '09/09/1979');
    await askCode('one.code@example.com', '09/09/1979');
    const old = lastCode(server, 'email-one.code');
    await askCode('one.code@example.com', '09/09/1979');
    const current = lastCode(server, 'email-one.code');
    if (old !== current) {
      expect((await confirm('one.code@example.com', old, 'one.code')).status).toBe(400);
    }
    server.clock.advance(31 * 60 * 1000);
    try {
      const expired = await confirm('one.code@example.com', current, 'one.code');
      expect(expired).toMatchObject({
        status: 400,
        body: { message: 'The code has expired or was already used. Please ask for a new one.' },
      });
    } finally {
      server.clock.set(new Date());
    }
  });

  it('checks the new username and password before spending a try of the code', async () => {
    nextAddress();
    await memberWithoutUsername(server, 'fields.first@example.com', '12/12/1988');
    await askCode('fields.first@example.com', '12/12/1988');
    const code = lastCode(server, 'email-fields.first');
    for (let i = 0; i < 6; i += 1) {
      const taken = await confirm('fields.first@example.com', code, 'demo.member');
      expect(taken.body.errors).toEqual({ username: 'This username is already taken' });
    }
    expect((await confirm('fields.first@example.com', code, 'fields.first')).status).toBe(200);
  });

  it('refuses more than 5 codes an hour for one e-mail address, matched or not', async () => {
    nextAddress();
    await memberWithoutUsername(server, 'many.codes@example.com', '02/02/1972');
    for (const email of ['many.codes@example.com', 'no.member@example.com']) {
      for (let i = 0; i < 5; i += 1) expect((await askCode(email, '02/02/1972')).status).toBe(200);
      const refused = await askCode(email, '02/02/1972');
      expect(refused.status).toBe(429);
      expect(refused.body.message).toBe(
        'Too many attempts to set up a username. Please wait an hour and try again, or call us.',
      );
    }
    server.clock.advance(61 * 60 * 1000);
    try {
      expect((await askCode('many.codes@example.com', '02/02/1972')).status).toBe(200);
    } finally {
      server.clock.set(new Date());
    }
  });

  it("leaves the member their own requests when a stranger used up the stranger's", async () => {
    nextAddress();
    await memberWithoutUsername(server, 'targeted@example.com', '03/03/1973');
    for (let i = 0; i < 5; i += 1) await askCode('targeted@example.com', '01/01/1990');
    expect((await askCode('targeted@example.com', '01/01/1990')).status).toBe(429);
    nextAddress();
    expect((await askCode('targeted@example.com', '03/03/1973')).status).toBe(200);
    // All callers together: 15 an hour to one address, then none.
    for (let round = 0; round < 3; round += 1) {
      nextAddress();
      for (let i = 0; i < 5; i += 1) await askCode('targeted@example.com', '01/01/1990');
    }
    nextAddress();
    expect((await askCode('targeted@example.com', '03/03/1973')).status).toBe(429);
  });

  it('refuses more than 20 code requests an hour from one address', async () => {
    nextAddress();
    for (let i = 0; i < 20; i += 1) {
      expect((await askCode(`guess${i}@example.com`, '01/01/1970')).status).toBe(200);
    }
    expect((await askCode('guess20@example.com', '01/01/1970')).status).toBe(429);
    nextAddress();
    expect((await askCode('guess20@example.com', '01/01/1970')).status).toBe(200);
  });

  it('refuses code checks past the limit per e-mail address and per address', async () => {
    nextAddress();
    for (let i = 0; i < 20; i += 1) await confirm('checks@example.com', '123456', `checks.${i}`);
    expect((await confirm('checks@example.com', '123456', 'checks.x')).status).toBe(429);
    nextAddress();
    for (let i = 0; i < 40; i += 1) {
      await confirm(`checks${i}@example.com`, '123456', `checks.${i}`);
    }
    expect((await confirm('checks.last@example.com', '123456', 'checks.y')).status).toBe(429);
  });
});
