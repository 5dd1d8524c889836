import { describe, expect, it } from 'vitest';
import { suiteServer } from '../../testing/suite-server';
import { databaseTargets, loginAs } from '../../testing/test-server';

/**
 * What a stolen session cannot do (issue 24 item 7) and the limits on actions that send e-mail
 * or create something (item 8).
 */
describe.each(databaseTargets())('account security on %s', (target) => {
  const server = suiteServer(target, { config: { trustProxy: true } });

  const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });
  const resetTokens = (memberId: string) =>
    server.db
      .selectFrom('reset_tokens')
      .select(['token_hash', 'used_at'])
      .where('member_id', '=', memberId)
      .execute();
  const linkIn = (message = '') => /token=([A-Za-z0-9_-]+)/.exec(message)?.[1] ?? '';

  describe('a stolen session', () => {
    it('cannot change the e-mail address or phone without the current password', async () => {
      const session = await loginAs(server, 'demo.guard');
      for (const contact of [
        { email: { primary: 'thief@example.net' } },
        { phone: { home: '202-555-0143' } },
      ]) {
        const without = await server.call('aqua', 'updateContactInfo', { ...session, contact });
        expect(without.status).toBe(400);
        expect(without.body.errors).toEqual({
          currentPassword:
            'Enter your current password to change your e-mail address, phone number or password',
        });
        const wrong = await server.call('aqua', 'updateContactInfo', {
          ...session,
          contact,
          currentPassword: 'a-guess',
        });
        expect(wrong.body.errors).toEqual({
          currentPassword: 'The current password is not correct',
        });
      }
      const user = await server.call('aqua', 'getUser', session);
      expect(user.body).toMatchObject({
        contact: { email: { primary: 'demo.guard@example.com' } },
      });
      // Other details still change without it.
      const street = await server.call('aqua', 'updateContactInfo', {
        ...session,
        mailing: { street: '1 Armory Way' },
      });
      expect(street.status).toBe(200);
    });

    it('tells the old address when the e-mail address changes', async () => {
      const session = await loginAs(server, 'demo.error');
      const before = server.outboxMessages('demo.error@example.com').length;
      const changed = await server.call('aqua', 'updateContactInfo', {
        ...session,
        currentPassword: 'Member#2025',
        contact: { email: { primary: 'new.error@example.org' } },
      });
      expect(changed.status).toBe(200);
      await server.settled();
      const sent = server.outboxMessages('demo.error@example.com');
      expect(sent).toHaveLength(before + 1);
      expect(sent.at(-1)).toContain('Your e-mail address was changed');
      expect(sent.at(-1)).toContain('n***@example.org');
    });

    it('cannot guess the current password: checks are throttled', async () => {
      const session = await loginAs(server, 'demo.expired');
      const attempts = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          server.call('aqua', 'updatePassword', {
            ...session,
            currentPassword: `guess-${i}`,
            password: 'Taken-over-77',
            passwordConfirmation: 'Taken-over-77',
          }),
        ),
      );
      const statuses = attempts.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 400)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    });
  });

  describe('reset links', () => {
    it('keeps one live link per account and sends at most 3 an hour to it', async () => {
      const { memberId } = await loginAs(server, 'demo.uninsured');
      const before = server.outboxMessages('demo.uninsured@example.com').length;
      for (let i = 0; i < 30; i += 1) {
        const answer = await server.call(
          'aqua',
          'forgotPassword',
          { username: i % 2 === 0 ? 'demo.uninsured' : 'demo.uninsured@example.com' },
          from(`192.0.2.${i}`),
        );
        expect(answer.status).toBe(200);
      }
      await server.settled();
      expect(server.outboxMessages('demo.uninsured@example.com')).toHaveLength(before + 3);
      const live = (await resetTokens(memberId)).filter((row) => row.used_at === null);
      expect(live).toHaveLength(1);
    });

    it('dies when the password is changed', async () => {
      server.clock.advance(2 * 3600 * 1000);
      try {
        await server.call('aqua', 'forgotPassword', { username: 'demo.member' });
        await server.settled();
        const token = linkIn(server.outboxMessages('demo.member@example.com').at(-1));
        const session = await loginAs(server, 'demo.member');
        const changed = await server.call('aqua', 'updatePassword', {
          ...session,
          currentPassword: 'Member#2025',
          password: 'Member#2026',
          passwordConfirmation: 'Member#2026',
        });
        expect(changed.status).toBe(200);
        expect(server.outboxMessages('demo.member@example.com').at(-1)).toContain(
          'Your password was changed',
        );
        const reset = await server.call('aqua', 'resetPassword', {
          token,
          password: 'Attacker#2026',
          passwordConfirmation: 'Attacker#2026',
        });
        expect(reset.status).toBe(400);
      } finally {
        server.clock.set(new Date());
      }
    });

    it('refuses an address that asks too often', async () => {
      const address = '198.51.100.50';
      const statuses = [];
      for (let i = 0; i < 21; i += 1) {
        statuses.push(
          (await server.call('aqua', 'forgotPassword', { username: `nobody.${i}` }, from(address)))
            .status,
        );
      }
      expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
      expect(statuses[20]).toBe(429);
    });
  });

  it('limits username look-ups per address and e-mails per address', async () => {
    const before = server.outboxMessages('demo.mfa@example.com').length;
    for (let i = 0; i < 5; i += 1) {
      const answer = await server.call(
        'aqua',
        'findYourUsername',
        { email: 'demo.mfa@example.com' },
        from(`192.0.2.${100 + i}`),
      );
      expect(answer.status).toBe(200);
    }
    await server.settled();
    expect(server.outboxMessages('demo.mfa@example.com')).toHaveLength(before + 3);
    const address = '198.51.100.51';
    const statuses = [];
    for (let i = 0; i < 21; i += 1) {
      statuses.push(
        (
          await server.call(
            'aqua',
            'findYourUsername',
            { email: `someone${i}@example.com` },
            from(address),
          )
        ).status,
      );
    }
    expect(statuses.at(-1)).toBe(429);
  });

  it('limits sign-ups per address', async () => {
    const address = '198.51.100.52';
    const statuses = [];
    for (let i = 0; i < 11; i += 1) {
      const answer = await server.call(
        'aqua',
        'signup',
        {
          firstName: 'Sam',
          lastName: 'Many',
          email: `sam.many.${i}@example.com`,
          dateOfBirth: '01/02/1990',
          password: 'Sign-up#2026',
          passwordConfirmation: 'Sign-up#2026',
        },
        from(address),
      );
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('limits event sign-ups per address and per e-mail address', async () => {
    const events = await server.call<{ events: { id: string }[] }>('events', 'list', {});
    const eventId = events.body.events[0]?.id ?? '';
    const signup = (email: string, address: string) =>
      server.call(
        'events',
        'signup',
        { firstName: 'Ann', lastName: 'Lee', email, eventId },
        from(address),
      );
    const perAddress = [];
    for (let i = 0; i < 11; i += 1) {
      perAddress.push((await signup(`ann.${i}@example.com`, '198.51.100.53')).status);
    }
    expect(perAddress.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(perAddress[10]).toBe(429);
    const perEmail = [];
    for (let i = 0; i < 6; i += 1) {
      perEmail.push((await signup('ann.same@example.com', `192.0.2.${150 + i}`)).status);
    }
    expect(perEmail).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
