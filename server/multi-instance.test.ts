import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestServer,
  testDatabase,
  type TestDatabase,
  type TestServer,
} from './testing/test-server';

const postgres =
  process.env.TEST_DATABASE_URL !== undefined && process.env.TEST_DATABASE_URL !== '';

/**
 * Two server instances on one PostgreSQL behave as one: all state is in the database. Runs
 * only when TEST_DATABASE_URL names a PostgreSQL server (PGlite is one process by design).
 */
describe('two instances on one PostgreSQL (runs only when TEST_DATABASE_URL is set)', () => {
  let database: TestDatabase | undefined;
  let first: TestServer | undefined;
  let second: TestServer | undefined;

  beforeAll(async () => {
    if (!postgres) return;
    database = await testDatabase('postgres');
    first = await startTestServer('postgres', { db: database.handle.db });
    second = await startTestServer('postgres', { db: database.handle.db, seed: false });
  }, 180_000);

  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.close();
  });

  it.runIf(postgres)(
    'a session made on one instance works on the other, and logout on it ends it',
    async () => {
      if (first === undefined || second === undefined) throw new Error('servers not started');
      const login = await first.call<{ token: string; member: { _id: string } }>('aqua', 'login', {
        username: 'demo.member',
        password: 'Member#2025',
      });
      const credentials = { memberId: login.body.member._id, memberToken: login.body.token };
      const user = await second.call('aqua', 'getUser', credentials);
      expect(user.status).toBe(200);
      expect(user.body._id).toBe(credentials.memberId);
      expect((await second.call('aqua', 'logout', credentials)).status).toBe(200);
      expect((await first.call('aqua', 'getUser', credentials)).status).toBe(401);
    },
  );

  it.runIf(postgres)('an MFA code sent by one instance is accepted by the other', async () => {
    if (first === undefined || second === undefined) throw new Error('servers not started');
    const login = await first.call('aqua', 'login', {
      username: 'demo.mfa',
      password: 'Member#2025',
    });
    await first.call('aqua', 'initiateMfa', { memberId: login.body.memberId, method: 'email' });
    const text = first.outboxMessages('email-demo.mfa').at(-1) ?? '';
    const code = /\r\n(\d{6})\r\n/.exec(text)?.[1];
    const verified = await second.call('aqua', 'verifyMfaCode', {
      memberId: login.body.memberId,
      code,
    });
    expect(verified.status).toBe(200);
  });

  it.runIf(postgres)('login throttling counts failures made on both instances', async () => {
    if (first === undefined || second === undefined) throw new Error('servers not started');
    const attempt = (server: TestServer, password: string) =>
      server.call('aqua', 'login', { username: 'demo.guard', password });
    const statuses = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push((await attempt(i % 2 === 0 ? first : second, 'wrong-password')).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    expect((await attempt(first, 'Member#2025')).status).toBe(429);
    expect((await attempt(second, 'Member#2025')).status).toBe(429);
  });
});
