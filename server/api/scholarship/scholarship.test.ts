import { describe, expect, it } from 'vitest';
import { saveSetting, settingKeys } from '../../settings/site-settings';
import { suiteServer } from '../../testing/suite-server';
import { databaseTargets } from '../../testing/test-server';
import { scholarshipMessages } from './apply';

const application = {
  firstName: 'Riley',
  lastName: 'Quinn',
  email: 'Riley.Quinn@example.com',
  dateOfBirth: '05/14/2007',
  relationship: 'child',
  memberNumber: 'M-100200',
  school: 'State University',
  fieldOfStudy: 'Nursing',
  essay: 'My mother served twenty years; I want to care for veterans as a nurse.',
};

// The spec's period: 12/02/2024 06:00 to 02/27/2025 15:00, America/Chicago (UTC-6 in winter).
const opens = new Date('2024-12-02T12:00:00Z');
const closes = new Date('2025-02-27T21:00:00Z');
const before = (instant: Date) => new Date(instant.getTime() - 1);

describe.each(databaseTargets())('the scholarship program on %s', (target) => {
  const server = suiteServer(target);

  const stored = () => server.db.selectFrom('scholarship_applications').selectAll().execute();
  const state = async () =>
    (await server.call<{ state: string }>('scholarship', 'period', {}, { method: 'GET' })).body;

  it('tells the page the period and whether it is open, at its edges', async () => {
    server.clock.set(before(opens));
    expect(await state()).toEqual({
      state: 'notYet',
      start: '2024-12-02T06:00',
      end: '2025-02-27T15:00',
      timeZone: 'America/Chicago',
    });
    server.clock.set(opens);
    expect((await state()).state).toBe('open');
    server.clock.set(before(closes));
    expect((await state()).state).toBe('open');
    server.clock.set(closes);
    expect((await state()).state).toBe('closed');
  });

  it('refuses an application outside the period and stores nothing', async () => {
    server.clock.set(before(opens));
    expect(await server.call('scholarship', 'apply', application)).toMatchObject({
      status: 403,
      body: { message: scholarshipMessages.notYet },
    });
    server.clock.set(closes);
    expect(await server.call('scholarship', 'apply', application)).toMatchObject({
      status: 403,
      body: { message: scholarshipMessages.closed },
    });
    expect(await stored()).toEqual([]);
  });

  it('stores an application inside the period once, and acknowledges it by e-mail', async () => {
    server.clock.set(new Date('2025-01-15T15:00:00Z'));
    const answer = await server.call('scholarship', 'apply', application);
    expect(answer).toMatchObject({ status: 200, body: { message: scholarshipMessages.received } });
    const again = await server.call('scholarship', 'apply', { ...application, school: 'Other' });
    expect(again).toMatchObject({ status: 200, body: { message: scholarshipMessages.received } });
    await server.settled();
    expect(await stored()).toEqual([
      expect.objectContaining({
        email: 'riley.quinn@example.com',
        school: 'State University',
        relationship: 'child',
        period_start: '2024-12-02T06:00',
      }),
    ]);
    const mails = server.outboxMessages('riley.quinn@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Your scholarship application is received');
  });

  it('answers a filled hidden field alike, and keeps and sends nothing', async () => {
    server.clock.set(new Date('2025-01-16T15:00:00Z'));
    const before = (await stored()).length;
    const mails = server.outboxMessages().length;
    const answer = await server.call('scholarship', 'apply', {
      ...application,
      email: 'bot@example.com',
      website: 'http://spam.example',
    });
    expect(answer).toMatchObject({ status: 200, body: { message: scholarshipMessages.received } });
    await server.settled();
    expect((await stored()).length).toBe(before);
    expect(server.outboxMessages().length).toBe(mails);
  });

  it('refuses bad input with the spec messages', async () => {
    server.clock.set(new Date('2025-01-15T15:00:00Z'));
    const count = (await stored()).length;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...application, email: 'riley@' }, 'email', 'This field must be a valid email'],
      [{ ...application, essay: '  ' }, 'essay', 'This field is required'],
      [{ ...application, dateOfBirth: '02/30/2007' }, 'dateOfBirth', ''],
      [{ ...application, relationship: 'cousin' }, 'relationship', ''],
      [{ ...application, essay: 'x'.repeat(3001) }, 'essay', ''],
    ];
    for (const [data, field, text] of cases) {
      const answer = await server.call<{ errors: Record<string, string> }>('scholarship', 'apply', {
        ...data,
        email: field === 'email' ? data.email : 'other@example.com',
      });
      expect(answer.status, field).toBe(400);
      expect(answer.body.errors[field], field).toEqual(text || expect.any(String));
    }
    expect((await stored()).length).toBe(count);
  });

  it('follows a period staff saved in the console, within the settings cache time', async () => {
    server.clock.set(new Date('2026-01-10T15:00:00Z'));
    expect((await state()).state).toBe('closed');
    const next = {
      timeZone: 'America/Chicago',
      start: '2025-12-01T06:00',
      end: '2026-02-26T15:00',
    };
    await saveSetting(server.db, settingKeys.scholarship, next, server.clock.now());
    server.clock.advance(11_000);
    expect(await state()).toEqual({ state: 'open', ...next });
    await server.db.deleteFrom('site_settings').execute();
  });
});
