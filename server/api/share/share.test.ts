import { describe, expect, it } from 'vitest';
import { decodeShareData, encodeShareData, messages } from '../../../validators';
import { defaultThrottle } from '../../config';
import { sampleCalculatorAnswers } from '../../testing/calculator-answers';
import { suiteServer } from '../../testing/suite-server';
import { databaseTargets } from '../../testing/test-server';
import { benchmarkThanks } from './benchmark';
import { shareThanks } from './share-application';

const origin = 'https://www.mba.example';
const formData = encodeShareData({ formId: 'term-90-plus-standard', agent: 'johnsmith' });
const share = { senderName: 'Pat Quinn', email: 'Sam.Quinn@example.com', data: formData };

/** The /shareapp/ links of a message, decoded. */
function sharedTargets(text: string) {
  return [...text.matchAll(/\/shareapp\/([A-Za-z0-9_-]+)\//g)].map((match) =>
    decodeShareData(match[1]),
  );
}

describe.each(databaseTargets())('share api on %s', (target) => {
  const server = suiteServer(target, {
    config: {
      publicUrl: origin,
      throttle: { ...defaultThrottle, mailPerTarget: { max: 2, windowSeconds: 3600 } },
    },
  });

  const stored = () => server.db.selectFrom('shared_links').selectAll().execute();

  it('e-mails the link of the shared application to the person named, and keeps it', async () => {
    const answer = await server.call('share', 'application', share);
    expect(answer).toMatchObject({
      status: 200,
      body: { message: shareThanks('sam.quinn@example.com') },
    });
    await server.settled();
    const link = `${origin}/shareapp/${formData}/`;
    expect(await stored()).toEqual([
      expect.objectContaining({
        kind: 'application',
        sender_name: 'Pat Quinn',
        recipient: 'sam.quinn@example.com',
        link,
      }),
    ]);
    const [mail] = server.outboxMessages('sam.quinn@example.com');
    expect(mail).toContain('Subject: Pat Quinn shared an association application with you');
    expect(mail).toContain(link);
    expect(mail).toContain('Term 90 Plus');
    expect(sharedTargets(mail ?? '')).toEqual([
      { formId: 'term-90-plus-standard', agent: 'johnsmith' },
    ]);
  });

  it('tells the share page what a link opens, and nothingFound for damaged data', async () => {
    const opened = await server.call('share', 'target', { data: formData }, { method: 'GET' });
    expect(opened).toMatchObject({
      status: 200,
      body: {
        kind: 'application',
        route: expect.stringMatching(/^\/insurance-plans\/term-90-plus\//) as unknown,
        agent: 'johnsmith',
        utm: {},
      },
    });
    const plan = await server.call('share', 'target', {
      data: encodeShareData({ planId: 'level-term', utm: { utm_source: 'benchmark' } }),
    });
    expect(plan.body).toEqual({
      kind: 'plan',
      title: 'Level Term 10/20',
      route: '/insurance-plans/level-term/',
      agent: null,
      utm: { utm_source: 'benchmark' },
    });
    for (const data of ['abc123', encodeShareData({ planId: 'hospital-indemnity' })]) {
      const answer = await server.call('share', 'target', { data });
      expect(answer).toMatchObject({ status: 404, body: { message: messages.nothingFound } });
    }
  });

  it('refuses bad input with the spec messages, stores and sends nothing', async () => {
    const before = (await stored()).length;
    const mails = server.outboxMessages().length;
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ ...share, email: 'sam@' }, { email: messages.email }],
      [{ ...share, senderName: '  ' }, { senderName: messages.required }],
      [
        { ...share, senderName: 'Visit http://spam.example' },
        { senderName: messages.invalidCharacter },
      ],
      // Words strictString takes, and a phishing line needs: digits, a colon, a domain.
      [
        { ...share, senderName: 'Win 500 now: call 555 0100' },
        { senderName: messages.invalidCharacter },
      ],
      [{ ...share, senderName: 'prize.example' }, { senderName: messages.invalidCharacter }],
      [{ ...share, data: 'not-base64-json' }, { data: messages.invalid }],
      [{ ...share, data: encodeShareData({ formId: 'no-such-form' }) }, { data: messages.invalid }],
      [{ ...share, data: encodeShareData({ planId: 'no-such-plan' }) }, { data: messages.invalid }],
    ];
    for (const [data, errors] of cases) {
      const answer = await server.call('share', 'application', data);
      expect(answer.status, JSON.stringify(data)).toBe(400);
      expect(answer.body).toMatchObject({ message: messages.checkFormFields, errors });
    }
    await server.settled();
    expect((await stored()).length).toBe(before);
    expect(server.outboxMessages().length).toBe(mails);
  });

  it('answers a filled hidden field alike, but keeps and sends nothing', async () => {
    const before = (await stored()).length;
    const mails = server.outboxMessages().length;
    const answer = await server.call('share', 'application', {
      ...share,
      email: 'bot@example.com',
      website: 'http://spam.example',
    });
    expect(answer).toMatchObject({
      status: 200,
      body: { message: shareThanks('bot@example.com') },
    });
    await server.settled();
    expect((await stored()).length).toBe(before);
    expect(server.outboxMessages().length).toBe(mails);
  });

  it('throttles links to one address', async () => {
    const email = 'shared.often@example.com';
    const data = encodeShareData({ planId: 'level-term' });
    const send = () => server.call('share', 'application', { ...share, email, data });
    expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(429);
    await server.settled();
    expect(server.outboxMessages(email)).toHaveLength(2);
    expect(server.outboxMessages(email)[0]).toContain('Level Term');
  });

  it('e-mails the benchmark with links to the plans that fit and back to the calculator', async () => {
    const email = 'benchmark@example.com';
    const answer = await server.call('share', 'benchmark', {
      answers: sampleCalculatorAnswers,
      email,
    });
    expect(answer).toMatchObject({ status: 200, body: { message: benchmarkThanks(email) } });
    await server.settled();
    const [mail = ''] = server.outboxMessages(email);
    expect(mail).toContain('Subject: Your life insurance coverage benchmark');
    expect(mail).toMatch(
      /Your coverage benchmark from the life insurance needs calculator: \$[\d,]+/,
    );
    expect(mail).toContain(`${origin}/live-calculator/`);
    const targets = sharedTargets(mail);
    expect(targets.length).toBeGreaterThan(0);
    for (const linked of targets)
      expect(linked).toMatchObject({ utm: { utm_source: 'benchmark' } });
    expect(await stored()).toContainEqual(
      expect.objectContaining({ kind: 'benchmark', recipient: email }),
    );
  });

  it('refuses a benchmark of bad answers, storing and sending nothing', async () => {
    const before = (await stored()).length;
    const mails = server.outboxMessages().length;
    const answer = await server.call('share', 'benchmark', {
      answers: { ...sampleCalculatorAnswers, zipCode: '1' },
      email: 'benchmark.bad@example.com',
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message: messages.checkFormFields });
    await server.settled();
    expect((await stored()).length).toBe(before);
    expect(server.outboxMessages().length).toBe(mails);
  });
});
