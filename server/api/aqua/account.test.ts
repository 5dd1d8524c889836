import { describe, expect, it } from 'vitest';
import { suiteServer } from '../../testing/suite-server';
import { databaseTargets, loginAs, type TestServer } from '../../testing/test-server';
import { signUpAndConfirm, signupLinkToken } from '../../testing/sign-up';
import { signupAnswer } from './signup';

const newMember = {
  firstName: 'Pat',
  lastName: 'Quinn',
  email: 'pat.quinn@example.com',
  dateOfBirth: '02/29/1980',
  ssn: '234-56-7890',
  username: 'pat.quinn',
  password: 'Sergeant-Quinn-42',
  passwordConfirmation: 'Sergeant-Quinn-42',
};

function resetToken(server: TestServer, recipient: string): string {
  const text = server.outboxMessages(`email-${recipient}`).at(-1) ?? '';
  const token = /password-reset\/\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
  if (token === undefined) throw new Error('No reset link in the outbox');
  return token;
}

describe.each(databaseTargets())('member account actions on %s', (target) => {
  const loginStatus = async (username: string, password: string) =>
    (await server.call('aqua', 'login', { username, password })).status;
  const confirmLinkOf = async (email: string) =>
    server.call('aqua', 'confirmSignup', { token: await signupLinkToken(server, email) });
  const server = suiteServer(target);

  describe('signup', () => {
    it('creates a member from the e-mailed link, with a token and the primary e-mail, SSN encrypted at rest', async () => {
      const signup = await server.call('aqua', 'signup', newMember);
      expect(signup).toMatchObject({ status: 200, body: { message: signupAnswer } });
      expect(await loginStatus(newMember.username, newMember.password)).toBe(401);
      const answer = await confirmLinkOf(newMember.email);
      expect(answer.status).toBe(200);
      expect(answer.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(answer.body.member).toMatchObject({
        firstName: 'Pat',
        lastName: 'Quinn',
        email: { primary: 'pat.quinn@example.com' },
      });
      const row = await server.db
        .selectFrom('members')
        .select(['ssn_cipher', 'password_hash'])
        .where('username', '=', 'pat.quinn')
        .executeTakeFirstOrThrow();
      expect(row.ssn_cipher).not.toContain('234-56-7890');
      expect(server.cipher.decrypt(row.ssn_cipher ?? '')).toBe('234-56-7890');
      expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(row.password_hash).not.toContain(newMember.password);
    });

    it('answers 400 with the spec messages per field', async () => {
      const answer = await server.call('aqua', 'signup', {
        firstName: 'A name much too long for the limit',
        lastName: 'Quinn',
        email: 'not-an-email',
        dateOfBirth: '02/30/1980',
        ssn: '666-12-3456',
        password: 'short',
        passwordConfirmation: 'other',
      });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('Check form fields and try again');
      expect(answer.body.errors).toMatchObject({
        firstName: 'Must be at most 15 characters',
        email: 'This field must be a valid email',
        dateOfBirth: 'This field must be a valid date in the MM/DD/YYYY format',
        ssn: 'SSN is not valid',
      });
    });

    it('refuses a short or common password and a mismatched confirmation', async () => {
      const short = await server.call('aqua', 'signup', {
        ...newMember,
        email: 'a1@example.com',
        username: 'pat.a1',
        password: 'abc12',
        passwordConfirmation: 'abc12',
      });
      expect(short.body.errors).toMatchObject({ password: 'Must be at least 6 characters' });
      const common = await server.call('aqua', 'signup', {
        ...newMember,
        email: 'a2@example.com',
        username: 'pat.a2',
        password: 'Password1',
        passwordConfirmation: 'Password1',
      });
      expect(common.body.errors).toMatchObject({
        password: 'This password is too common. Please choose another.',
      });
      const mismatch = await server.call('aqua', 'signup', {
        ...newMember,
        email: 'a3@example.com',
        username: 'pat.a3',
        passwordConfirmation: 'different-one',
      });
      expect(mismatch.body.errors).toMatchObject({ passwordConfirmation: 'Passwords must match' });
    });

    it('refuses a blank name and a date of birth still to come; an empty username is none', async () => {
      const next = new Date().getFullYear() + 1;
      const refused = await server.call('aqua', 'signup', {
        ...newMember,
        email: 'b1@example.com',
        username: 'pat.b1',
        firstName: '   ',
        dateOfBirth: `01/01/${next}`,
      });
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual({
        firstName: 'This field is required',
        dateOfBirth: 'This field is invalid',
      });
      const created = await signUpAndConfirm(server, {
        ...newMember,
        email: 'b2@example.com',
        username: '',
      });
      expect(created.status).toBe(200);
      const row = await server.db
        .selectFrom('members')
        .select('username')
        .where('email', '=', 'b2@example.com')
        .executeTakeFirstOrThrow();
      expect(row.username).toBeNull();
      expect(
        (
          await server.call('aqua', 'signup', {
            ...newMember,
            email: 'b3@example.com',
            username: 'pat b1',
          })
        ).body.errors,
      ).toMatchObject({
        username: 'A username may use only letters, digits, periods, hyphens and underscores',
      });
    });

    it('refuses a username holding @, at sign-up and at username setup', async () => {
      const signup = await server.call('aqua', 'signup', {
        ...newMember,
        email: 'b4@example.com',
        username: 'demo.guard@example.com',
      });
      expect(signup.status).toBe(400);
      expect(signup.body.errors).toEqual({ username: 'A username may not contain @' });
      const setup = await server.call('aqua', 'confirmSetupUsername', {
        email: 'b4@example.com',
        code: '123456',
        username: 'b4@example.com',
        password: newMember.password,
        passwordConfirmation: newMember.password,
      });
      expect(setup.status).toBe(400);
      expect(setup.body.errors).toEqual({ username: 'A username may not contain @' });
    });

    it('refuses a taken username, and nothing else tells that the e-mail has an account', async () => {
      const answer = await server.call('aqua', 'signup', {
        ...newMember,
        email: 'DEMO.member@example.com',
        username: 'Demo.Member',
      });
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual({ username: 'This username is already taken' });
    });
  });

  describe('forgotten password', () => {
    it('answers the same whether or not the account exists, and mails only a real one', async () => {
      const before = server.outboxMessages().length;
      const known = await server.call('aqua', 'forgotPassword', { username: 'demo.guard' });
      const unknown = await server.call('aqua', 'forgotPassword', { username: 'no.such.member' });
      expect(known.status).toBe(200);
      expect(unknown).toMatchObject({ status: 200, body: known.body });
      await server.settled();
      expect(server.outboxMessages().length).toBe(before + 1);
    });

    it('asks for the username or e-mail when given neither', async () => {
      for (const data of [{}, { username: '  ' }]) {
        const answer = await server.call('aqua', 'forgotPassword', data);
        expect(answer.status, JSON.stringify(data)).toBe(400);
        expect(answer.body.errors).toEqual({ username: 'This field is required' });
      }
      const empty = await server.call('aqua', 'forgotPassword', { email: '' });
      expect(empty.body.errors).toEqual({ email: 'This field is required' });
    });

    it('resets with a single-use link and ends every session', async () => {
      const session = await loginAs(server, 'demo.guard');
      await server.call('aqua', 'forgotPassword', { email: 'demo.guard@example.com' });
      await server.settled();
      const token = resetToken(server, 'demo.guard');
      const reset = {
        token,
        password: 'Guard-reset-2025',
        passwordConfirmation: 'Guard-reset-2025',
      };
      expect((await server.call('aqua', 'resetPassword', reset)).status).toBe(200);
      expect((await server.call('aqua', 'resetPassword', reset)).status).toBe(400);
      expect((await server.call('aqua', 'getUser', session)).status).toBe(401);
      await loginAs(server, 'demo.guard', 'Guard-reset-2025');
    });

    it('refuses an expired link', async () => {
      await server.call('aqua', 'forgotPassword', { username: 'demo.error' });
      await server.settled();
      const token = resetToken(server, 'demo.error');
      server.clock.advance(61 * 60 * 1000);
      try {
        const answer = await server.call('aqua', 'resetPassword', {
          token,
          password: 'Error-reset-2025',
          passwordConfirmation: 'Error-reset-2025',
        });
        expect(answer.status).toBe(400);
      } finally {
        server.clock.set(new Date());
      }
    });
  });

  it('mails the username, answering the same for an unknown address', async () => {
    const known = await server.call('aqua', 'findYourUsername', {
      email: 'demo.uninsured@example.com',
    });
    const unknown = await server.call('aqua', 'findYourUsername', { email: 'nobody@example.com' });
    expect(known).toMatchObject({ status: 200, body: unknown.body });
    await server.settled();
    expect(server.outboxMessages('email-demo.uninsured').at(-1)).toContain(
      '\r\ndemo.uninsured\r\n',
    );
  });

  describe('getUser', () => {
    it('returns member data, account fields, derived data and permissions, never secrets', async () => {
      const credentials = await loginAs(server, 'demo.member');
      const answer = await server.call('aqua', 'getUser', credentials, { method: 'GET' });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      const user = answer.body;
      expect(user._id).toBe(credentials.memberId);
      expect(user).toMatchObject({
        firstName: 'Jordan',
        accountStatus: 'I',
        ssn: '***-**-6781',
        hasVoted: '0',
        paymentAllowed: true,
        beneUpdatePending: false,
        submittedApplications: ['term-90-plus', 'tricare'],
        permissions: {
          payment: true,
          paymentMethodUpdate: true,
          beneUpdate: true,
          nationalGuardCert: false,
        },
      });
      expect(Object.keys(user.applications as object).sort()).toEqual([
        'level-term',
        'term-90-plus',
        'tricare',
      ]);
      const beneficiaries = user.beneficiaries as { primary: unknown[]; contingent: unknown[] }[];
      expect(beneficiaries).toHaveLength(1);
      expect(beneficiaries[0]?.primary).toHaveLength(1);
      expect(beneficiaries[0]?.contingent).toHaveLength(2);
      const text = JSON.stringify(user);
      expect(text).not.toMatch(/password|devices|argon2|211-45-6781/);
    });

    it('derives National Guard, error and status rules from the validators', async () => {
      const uninsured = await server.call(
        'aqua',
        'getUser',
        await loginAs(server, 'demo.uninsured'),
      );
      expect(uninsured.body).toMatchObject({ accountStatus: 'B', paymentAllowed: false });
      // demo.guard's password was reset by the forgotten-password test above.
      const guard = await server.call(
        'aqua',
        'getUser',
        await loginAs(server, 'demo.guard', 'Guard-reset-2025'),
      );
      expect(guard.body).toMatchObject({
        affiliation: 'masng',
        paymentAllowed: false,
        permissions: { payment: false, nationalGuardCert: true },
      });
      const error = await server.call(
        'aqua',
        'getUser',
        await loginAs(server, 'demo.error', 'Member#2025'),
      );
      expect(error.body).toMatchObject({ paymentAllowed: false, ballotAllowed: false });
    });

    it('never answers for another member or a wrong token', async () => {
      const mine = await loginAs(server, 'demo.member');
      const other = await loginAs(server, 'demo.expired');
      const crossed = await server.call('aqua', 'getUser', {
        memberId: other.memberId,
        memberToken: mine.memberToken,
      });
      expect(crossed.status).toBe(401);
      const forged = await server.call('aqua', 'getUser', {
        memberId: mine.memberId,
        memberToken: 'x'.repeat(43),
      });
      expect(forged.status).toBe(401);
      const changed = await server.call('aqua', 'updateContactInfo', {
        memberId: other.memberId,
        memberToken: mine.memberToken,
        mailing: { city: 'Elsewhere' },
      });
      expect(changed.status).toBe(401);
    });
  });

  it('updates contact info and answers with the new user data', async () => {
    const credentials = await loginAs(server, 'demo.member');
    const answer = await server.call('aqua', 'updateContactInfo', {
      ...credentials,
      currentPassword: 'Member#2025',
      mailing: { street: '12 Harbor Rd', city: 'Norfolk', state: 'VA', zip: '23510-1234' },
      contact: { phone: { home: '757-555-0199' }, email: { secondary: 'jordan.alt@example.com' } },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      mailing: { street: '12 Harbor Rd', city: 'Norfolk', zip: '23510-1234' },
      contact: { phone: { home: '7575550199' }, email: { secondary: 'jordan.alt@example.com' } },
    });
    const invalid = await server.call('aqua', 'updateContactInfo', {
      ...credentials,
      mailing: { zip: '123' },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual({
      'mailing.zip': 'Must match this ##### or this #####-#### pattern',
    });
    // Two capitals are not a state: only the state and territory list is (spec §5).
    for (const state of ['ZZ', 'XX', 'va']) {
      const unknown = await server.call('aqua', 'updateContactInfo', {
        ...credentials,
        mailing: { state },
      });
      expect(unknown.status, state).toBe(400);
      expect(unknown.body.errors).toEqual({ 'mailing.state': 'This field is invalid' });
    }
    const after = await server.call('aqua', 'getUser', credentials);
    expect(after.body).toMatchObject({ mailing: { state: 'VA' } });
  });

  it('changes the password, revoking every earlier session', async () => {
    const other = await loginAs(server, 'demo.uninsured');
    const credentials = await loginAs(server, 'demo.uninsured');
    const wrong = await server.call('aqua', 'updatePassword', {
      ...credentials,
      currentPassword: 'not-it',
      password: 'Uninsured-new-9',
      passwordConfirmation: 'Uninsured-new-9',
    });
    expect(wrong.body.errors).toMatchObject({
      currentPassword: 'The current password is not correct',
    });
    const answer = await server.call('aqua', 'updatePassword', {
      ...credentials,
      currentPassword: 'Member#2025',
      password: 'Uninsured-new-9',
      passwordConfirmation: 'Uninsured-new-9',
    });
    expect(answer.status).toBe(200);
    expect((await server.call('aqua', 'getUser', other)).status).toBe(401);
    expect((await server.call('aqua', 'getUser', credentials)).status).toBe(401);
    const fresh = { memberId: credentials.memberId, memberToken: String(answer.body.token) };
    expect((await server.call('aqua', 'getUser', fresh)).status).toBe(200);
    await loginAs(server, 'demo.uninsured', 'Uninsured-new-9');
  });

  it('logs out: the token stops working', async () => {
    const credentials = await loginAs(server, 'demo.expired');
    expect(await server.call('aqua', 'logout', credentials)).toMatchObject({
      status: 200,
      body: { ok: true },
    });
    expect((await server.call('aqua', 'getUser', credentials)).status).toBe(401);
  });

  describe('ballot', () => {
    const inWindow = new Date('2025-08-01T12:00:00Z');

    it('shows the nominees and refuses a vote outside the window', async () => {
      const credentials = await loginAs(server, 'demo.member');
      server.clock.set(new Date('2025-12-01T12:00:00Z'));
      try {
        const state = await server.call('aqua', 'ballot', credentials, { method: 'GET' });
        expect(state.status).toBe(200);
        expect(state.body).toMatchObject({
          ballotAllowed: false,
          canVote: false,
          election: { open: false, annualMeeting: 68 },
        });
        expect((state.body.nominees as unknown[]).length).toBe(2);
        const vote = await server.call('aqua', 'ballot', {
          ...credentials,
          nomineeIds: ['nominee-1'],
        });
        expect(vote.status).toBe(403);
      } finally {
        server.clock.set(new Date());
      }
    });

    it('records one vote per member inside the window, then hasVoted is 1', async () => {
      server.clock.set(inWindow);
      try {
        const credentials = await loginAs(server, 'demo.member');
        const vote = await server.call('aqua', 'ballot', {
          ...credentials,
          nomineeIds: ['nominee-1', 'nominee-2'],
        });
        expect(vote.status).toBe(200);
        expect(vote.body).toMatchObject({ hasVoted: '1', canVote: false, ballotAllowed: true });
        const again = await server.call('aqua', 'ballot', {
          ...credentials,
          nomineeIds: ['nominee-1'],
        });
        expect(again.status).toBe(409);
        const user = await server.call('aqua', 'getUser', credentials);
        expect(user.body).toMatchObject({
          hasVoted: '1',
          permissions: { ballot: true, vote: false },
        });
      } finally {
        server.clock.set(new Date());
      }
    });

    it('refuses unknown nominees and members whose status may not vote', async () => {
      server.clock.set(inWindow);
      try {
        const uninsured = await loginAs(server, 'demo.guard', 'Guard-reset-2025');
        const unknown = await server.call('aqua', 'ballot', {
          ...uninsured,
          nomineeIds: ['someone-else'],
        });
        expect(unknown.status).toBe(400);
        const expired = await loginAs(server, 'demo.expired');
        const refused = await server.call('aqua', 'ballot', {
          ...expired,
          nomineeIds: ['nominee-1'],
        });
        expect(refused.status).toBe(403);
      } finally {
        server.clock.set(new Date());
      }
    });
  });
});
