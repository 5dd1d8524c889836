import { describe, expect, it } from 'vitest';
import { defaultThrottle } from '../../config';
import { suiteServer } from '../../testing/suite-server';
import { databaseTargets } from '../../testing/test-server';
import { downloadThanks } from './send-document';

const request = {
  firstName: 'Pat',
  lastName: 'Quinn',
  email: 'Pat.Quinn@example.com',
  document: '/documents/brochures/level-term.pdf',
};

describe.each(databaseTargets())('download.sendDocument on %s', (target) => {
  const server = suiteServer(target, {
    config: {
      publicUrl: 'https://www.mba.example',
      throttle: { ...defaultThrottle, mailPerTarget: { max: 2, windowSeconds: 3600 } },
    },
  });

  const stored = () => server.db.selectFrom('download_requests').selectAll().execute();

  it('lists the documents it offers: the beneficiary form, then the brochures', async () => {
    const answer = await server.call<{ documents: { link: string; title: string }[] }>(
      'download',
      'documents',
      {},
      { method: 'GET' },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.documents[0]).toEqual({
      link: '/documents/forms/beneficiary-designation.pdf',
      title: 'Beneficiary designation form',
    });
    expect(answer.body.documents).toContainEqual({
      link: '/documents/brochures/level-term.pdf',
      title: 'Level Term 10/20 Brochure',
    });
  });

  it('stores the request and e-mails the document attached, with its link', async () => {
    const answer = await server.call('download', 'sendDocument', request);
    expect(answer).toMatchObject({
      status: 200,
      body: { message: downloadThanks('pat.quinn@example.com') },
    });
    await server.settled();
    expect(await stored()).toEqual([
      expect.objectContaining({
        document: '/documents/brochures/level-term.pdf',
        first_name: 'Pat',
        last_name: 'Quinn',
        email: 'pat.quinn@example.com',
      }),
    ]);
    const [mail] = server.outboxMessages('pat.quinn@example.com');
    expect(mail).toContain('Subject: Your copy of the Level Term 10/20 Brochure');
    expect(mail).toContain('https://www.mba.example/documents/brochures/level-term.pdf');
    expect(mail).toContain('Content-Type: application/pdf');
    expect(mail).toContain('filename="level-term.pdf"');
  });

  it('sends the fillable beneficiary designation form', async () => {
    const email = 'lee.beneficiary@example.com';
    const answer = await server.call('download', 'sendDocument', {
      ...request,
      email,
      document: '/documents/forms/beneficiary-designation.pdf',
    });
    expect(answer.status).toBe(200);
    await server.settled();
    const [mail] = server.outboxMessages(email);
    expect(mail).toContain('Beneficiary designation form');
    expect(mail).toContain('filename="beneficiary-designation.pdf"');
  });

  it('refuses bad input with the spec messages, stores and sends nothing', async () => {
    const before = (await stored()).length;
    const mails = server.outboxMessages().length;
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ ...request, email: 'pat@' }, { email: 'This field must be a valid email' }],
      [{ ...request, firstName: ' ' }, { firstName: 'This field is required' }],
      [
        { ...request, document: '/documents/brochures/none.pdf' },
        { document: 'This field is invalid' },
      ],
      [{ ...request, document: '/etc/passwd' }, { document: 'This field is invalid' }],
      [{ ...request, document: undefined }, { document: 'This field is required' }],
    ];
    for (const [data, errors] of cases) {
      const answer = await server.call('download', 'sendDocument', data);
      expect(answer.status, JSON.stringify(data)).toBe(400);
      expect(answer.body).toMatchObject({ message: 'Check form fields and try again', errors });
    }
    await server.settled();
    expect((await stored()).length).toBe(before);
    expect(server.outboxMessages().length).toBe(mails);
  });

  it('answers a filled hidden field alike, but keeps and sends nothing', async () => {
    const before = (await stored()).length;
    const mails = server.outboxMessages().length;
    const answer = await server.call('download', 'sendDocument', {
      ...request,
      email: 'bot@example.com',
      website: 'http://spam.example',
    });
    expect(answer).toMatchObject({
      status: 200,
      body: { message: downloadThanks('bot@example.com') },
    });
    await server.settled();
    expect((await stored()).length).toBe(before);
    expect(server.outboxMessages().length).toBe(mails);
  });

  it('throttles documents to one address', async () => {
    const email = 'many.downloads@example.com';
    const send = () => server.call('download', 'sendDocument', { ...request, email });
    expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(200);
    const refused = await send();
    expect(refused.status).toBe(429);
    await server.settled();
    expect(server.outboxMessages(email)).toHaveLength(2);
    const rows = await server.db
      .selectFrom('download_requests')
      .select('id')
      .where('email', '=', email)
      .execute();
    expect(rows).toHaveLength(2);
  });
});
