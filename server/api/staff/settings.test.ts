import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  databaseTargets,
  loginAs,
  startTestServer,
  testDatabase,
  type TestDatabase,
  type TestServer,
} from '../../testing/test-server';
import { serverStartTimeoutMs } from '../../testing/suite-server';
import { localTimeOf } from './local-time';

const dayMs = 24 * 60 * 60 * 1000;

interface BallotAnswer {
  election: { open: boolean; annualMeeting: number };
  nominees: { id: string; recommended: boolean }[];
}

/** Two instances on one database: what staff change on one, the other serves within 10 s. */
describe.each(databaseTargets())('site settings on two instances (%s)', (target) => {
  let database: TestDatabase;
  let first: TestServer;
  let second: TestServer;
  let adminToken: string;

  beforeAll(async () => {
    database = await testDatabase(target);
    first = await startTestServer(target, { db: database.handle.db });
    second = await startTestServer(target, { db: database.handle.db, seed: false });
    const login = await first.call<{ token: string }>('aqua', 'loginSuperAdmin', {
      username: 'admin',
      password: 'Admin#2025',
    });
    adminToken = login.body.token;
    // Two servers start, one after the other.
  }, 2 * serverStartTimeoutMs);

  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.close();
  });

  it('an election changed on one instance is the ballot of the other within 10 s', async () => {
    const member = await loginAs(second, 'demo.member');
    const before = await second.call<BallotAnswer>('aqua', 'ballot', member, { method: 'GET' });
    expect(before.body.election.open).toBe(false);
    const now = first.clock.now();
    const saved = await first.call('staff', 'updateElection', {
      adminToken,
      annualMeeting: 70,
      start: localTimeOf(new Date(now.getTime() - dayMs)),
      end: localTimeOf(new Date(now.getTime() + 30 * dayMs)),
      meeting: localTimeOf(new Date(now.getTime() + 30 * dayMs)),
      candidates: [
        { id: 'nominee-a', name: 'Pat Lee', summary: 'Retired Navy.', recommended: true },
        { id: 'nominee-b', name: 'Sam Roe', summary: 'Army veteran.', recommended: false },
        { id: 'nominee-c', name: 'Kim Poe', summary: 'Air Force.', recommended: true },
      ],
    });
    expect(saved.status).toBe(200);
    second.clock.advance(10_001);
    const after = await second.call<BallotAnswer>('aqua', 'ballot', member, { method: 'GET' });
    expect(after.body.election).toMatchObject({ open: true, annualMeeting: 70 });
    expect(after.body.nominees.filter((n) => n.recommended).map((n) => n.id)).toEqual([
      'nominee-a',
      'nominee-c',
    ]);
    const user = await second.call<{ ballotAllowed: boolean }>('aqua', 'getUser', member);
    expect(user.body.ballotAllowed).toBe(true);
    // Logged-out visitors' ballot banner reads the window from the alert every page carries.
    const alert = await second.call<{ election: Record<string, unknown> }>('content', 'alert', {
      nocache: '1',
    });
    expect(alert.body.election).toEqual({
      timeZone: 'America/New_York',
      annualMeeting: 70,
      start: localTimeOf(new Date(now.getTime() - dayMs)),
      end: localTimeOf(new Date(now.getTime() + 30 * dayMs)),
      meeting: localTimeOf(new Date(now.getTime() + 30 * dayMs)),
    });
  });

  it('refuses an election without exactly two recommended nominees', async () => {
    const refused = await first.call<{ errors: Record<string, string> }>(
      'staff',
      'updateElection',
      {
        adminToken,
        annualMeeting: 70,
        start: '2026-07-01T00:00',
        end: '2026-10-16T00:00',
        meeting: '2026-10-16T10:00',
        candidates: [
          { id: 'nominee-a', name: 'Pat Lee', summary: '', recommended: true },
          { id: 'nominee-b', name: 'Sam Roe', summary: '', recommended: false },
        ],
      },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.errors.candidates).toBe('Recommend exactly two nominees.');
  });

  it('an alert changed on one instance is served by the other, inside its dates only', async () => {
    const text = 'Our offices close at noon on Friday.';
    const now = first.clock.now();
    expect(
      (
        await first.call('staff', 'updateAlert', {
          adminToken,
          title: 'Holiday hours',
          text,
          visible: true,
          showsFrom: localTimeOf(new Date(now.getTime() - dayMs)),
          showsUntil: localTimeOf(new Date(now.getTime() + dayMs)),
        })
      ).status,
    ).toBe(200);
    const alert = await second.call<{ visible: boolean; data: { text: string } | null }>(
      'content',
      'alert',
      {},
      { method: 'GET' },
    );
    expect(alert.body).toMatchObject({ visible: true, data: { title: 'Holiday hours', text } });
    second.clock.advance(2 * dayMs);
    const later = await second.call<{ visible: boolean }>('content', 'alert', { nocache: '1' });
    expect(later.body.visible).toBe(false);
  });

  it('keeps SEO entries per path, added, changed and removed', async () => {
    const entry = {
      path: '/events/',
      title: 'Events | MBA',
      description: 'Webinars and workshops.',
      canonical: 'https://www.mba.example/events/',
    };
    expect((await first.call('staff', 'saveSeoEntry', { adminToken, ...entry })).status).toBe(200);
    const bad = await first.call('staff', 'saveSeoEntry', { adminToken, ...entry, path: 'events' });
    expect(bad.status).toBe(400);
    const seo = await second.call<{ path: string; seo: { title: string } }[]>('content', 'seo');
    expect(seo.body.find((e) => e.path === '/events/')?.seo.title).toBe('Events | MBA');
    expect(
      (await first.call('staff', 'deleteSeoEntry', { adminToken, path: '/events/' })).status,
    ).toBe(200);
    const gone = await second.call<{ path: string }[]>('content', 'seo');
    expect(gone.body.some((e) => e.path === '/events/')).toBe(false);
  });
});
