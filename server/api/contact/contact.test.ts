import { describe, expect, it } from 'vitest';
import { defaultThrottle } from '../../config';
import { suiteServer } from '../../testing/suite-server';
import { databaseTargets } from '../../testing/test-server';
import { contactThanks } from './send-message';

const message = {
  channel: 'billing',
  firstName: 'Pat',
  lastName: 'Quinn',
  email: 'Pat.Quinn@example.com',
  phone: '703-555-0142',
  message: 'My allotment changed last month. Which amount will you draw?',
};

describe.each(databaseTargets())('contact.sendMessage on %s', (target) => {
  const server = suiteServer(target, {
    config: {
      throttle: { ...defaultThrottle, contactPerAddress: { max: 4, windowSeconds: 3600 } },
      contactInboxes: {
        members: 'members@team.example',
        agents: 'agents@team.example',
        billing: 'billing@team.example',
        applications: 'applications@team.example',
        'life-claims': 'claims@team.example',
        tricare: 'tricare@team.example',
        certificates: 'certificates@team.example',
      },
    },
  });

  const stored = () => server.db.selectFrom('contact_messages').selectAll().execute();

  it("stores the message, mails the channel's team, and the sender a note without their words", async () => {
    const answer = await server.call('contact', 'sendMessage', message);
    expect(answer).toMatchObject({ status: 200, body: { message: contactThanks } });
    await server.settled();
    expect(await stored()).toEqual([
      expect.objectContaining({
        channel: 'billing',
        email: 'pat.quinn@example.com',
        phone: '7035550142',
        message: message.message,
      }),
    ]);
    const [team] = server.outboxMessages('billing@team.example');
    expect(team).toContain('Contact form: Premiums, payments and billing');
    expect(team).toContain(message.message);
    expect(team).toContain('pat.quinn@example.com');
    const [copy] = server.outboxMessages('pat.quinn@example.com');
    expect(copy).toContain('We received your message');
    // Anyone can type any address: the note relays none of the caller's words.
    expect(copy).not.toContain(message.message);
  });

  it('refuses bad input with the spec messages, stores and sends nothing', async () => {
    const before = (await stored()).length;
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ ...message, email: 'pat@' }, { email: 'This field must be a valid email' }],
      [{ ...message, message: '   ' }, { message: 'This field is required' }],
      [{ ...message, channel: 'sales' }, { channel: expect.any(String) as unknown as string }],
      [{ ...message, phone: '555' }, { phone: expect.any(String) as unknown as string }],
      [
        { ...message, message: 'x'.repeat(2001) },
        { message: expect.any(String) as unknown as string },
      ],
    ];
    for (const [data, errors] of cases) {
      const answer = await server.call('contact', 'sendMessage', data);
      expect(answer.status, JSON.stringify(data).slice(0, 80)).toBe(400);
      expect(answer.body).toMatchObject({ message: 'Check form fields and try again', errors });
    }
    expect((await stored()).length).toBe(before);
  });

  it('answers a filled hidden field alike, but keeps and sends nothing', async () => {
    const before = (await stored()).length;
    const mails = server.outboxMessages().length;
    const answer = await server.call('contact', 'sendMessage', {
      ...message,
      email: 'bot@example.com',
      website: 'http://spam.example',
    });
    expect(answer).toMatchObject({ status: 200, body: { message: contactThanks } });
    await server.settled();
    expect((await stored()).length).toBe(before);
    expect(server.outboxMessages().length).toBe(mails);
  });

  it('throttles messages from one address', async () => {
    // Four a window from one address: the message and the hidden-field one above count, bad
    // input refused before it is read does not.
    const send = (email: string) => server.call('contact', 'sendMessage', { ...message, email });
    expect((await send('a@example.com')).status).toBe(200);
    expect((await send('b@example.com')).status).toBe(200);
    const refused = await send('c@example.com');
    expect(refused.status).toBe(429);
    await server.settled();
    expect(server.outboxMessages('c@example.com')).toEqual([]);
  });
});
