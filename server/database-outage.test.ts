import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../validators';
import { isDatabaseUnavailable } from './db/database-unavailable';
import { dropSchema, openDatabase, type DatabaseHandle } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { startPglite } from './db/pglite-client';
import { loginAs, startTestServer, type TestServer } from './testing/test-server';

const postgres =
  process.env.TEST_DATABASE_URL !== undefined && process.env.TEST_DATABASE_URL !== '';

/** A port on this machine where nothing listens: connections to it are refused. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** A site build of one page with the alert's slot, so pages read the database as in service. */
function tinySite(): string {
  const dir = mkdtempSync(join(tmpdir(), 'mba-outage-site-'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><title>Home</title><body><template data-slot="top-alert"></template></body>',
  );
  return dir;
}

async function waitFor(
  condition: () => boolean | Promise<boolean>,
  timeoutMs = 10_000,
): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('a PostgreSQL server that cannot be reached', () => {
  let database: DatabaseHandle;
  let server: TestServer;
  let siteDir: string;

  beforeAll(async () => {
    database = await openDatabase({ url: `postgres://postgres@127.0.0.1:${await closedPort()}/x` });
    siteDir = tinySite();
    server = await startTestServer('postgres', {
      db: database.db,
      seed: false,
      config: { siteDir },
    });
  });

  afterAll(async () => {
    await server?.close();
    await database?.close();
    rmSync(siteDir, { recursive: true, force: true });
  });

  it('answers 503 with the generic message, and the process stays up', async () => {
    for (const attempt of [1, 2]) {
      const answer = await server.call('aqua', 'login', {
        username: 'demo.member',
        password: `Member#2025-${attempt}`,
      });
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({ message: messages.genericApiError });
      expect(answer.headers.get('retry-after')).toBe('30');
    }
    const alert = await server.call('content', 'alert', {}, { method: 'GET' });
    expect(alert.status).toBe(503);
  });

  it('still serves pages, without the alert read from the database', async () => {
    const page = await fetch(`${server.url}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Home</title>');
  });
});

describe('an embedded PGlite that has stopped', () => {
  it('answers 503 with the generic message instead of failing the process', async () => {
    const pglite = startPglite();
    const database = await openDatabase({ pglite });
    await migrateToLatest(database.db);
    const server = await startTestServer('pglite', { db: database.db });
    try {
      await (await pglite).close();
      const answer = await server.call('aqua', 'login', {
        username: 'demo.member',
        password: 'Member#2025',
      });
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({ message: messages.genericApiError });
    } finally {
      await server.close();
      await database.close();
    }
  });
});

/**
 * A failover or restart ends the server's connections (pg_terminate_backend does the same):
 * the process survives and the pool connects again. Runs only when TEST_DATABASE_URL is set.
 */
describe('PostgreSQL ending the server connections (runs only when TEST_DATABASE_URL is set)', () => {
  const url = process.env.TEST_DATABASE_URL ?? '';
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const applicationName = `mba_outage_${randomBytes(6).toString('hex')}`;
  const dropped: Error[] = [];
  let database: DatabaseHandle | undefined;
  let admin: DatabaseHandle | undefined;
  let server: TestServer | undefined;

  /** Ends every connection of the server under test, as a failover would; how many it ended. */
  async function terminateServerConnections(): Promise<number> {
    if (admin === undefined) throw new Error('not started');
    // In the select list, not the where clause: only the rows found are ended.
    const ended = await sql<{ ended: boolean }>`
      select pg_terminate_backend(pid) as ended from pg_stat_activity
      where application_name = ${applicationName}`.execute(admin.db);
    return ended.rows.filter((row) => row.ended).length;
  }

  async function sleepingQueries(): Promise<number> {
    if (admin === undefined) throw new Error('not started');
    const found = await sql<{ pid: number }>`
      select pid from pg_stat_activity
      where application_name = ${applicationName} and query like 'select pg_sleep%'
        and state = 'active'`.execute(admin.db);
    return found.rows.length;
  }

  beforeAll(async () => {
    if (!postgres) return;
    database = await openDatabase({
      url,
      schema,
      poolSize: 3,
      applicationName,
      onConnectionError: (error) => dropped.push(error),
    });
    await migrateToLatest(database.db);
    admin = await openDatabase({ url, poolSize: 1 });
    server = await startTestServer('postgres', { db: database.db });
  }, 180_000);

  afterAll(async () => {
    await server?.close();
    await database?.close();
    await admin?.close();
    if (postgres) await dropSchema(url, schema);
  });

  it.runIf(postgres)('survives its idle connections being ended and answers again', async () => {
    if (server === undefined) throw new Error('server not started');
    const credentials = await loginAs(server, 'demo.member');
    expect((await server.call('aqua', 'getUser', credentials)).status).toBe(200);
    const ended = await terminateServerConnections();
    expect(ended).toBeGreaterThan(0);
    await waitFor(() => dropped.length >= ended);
    expect(dropped.every((error) => isDatabaseUnavailable(error))).toBe(true);
    for (let i = 0; i < 3; i += 1) {
      expect((await server.call('aqua', 'getUser', credentials)).status).toBe(200);
    }
    expect((await loginAs(server, 'demo.guard')).memberToken).toMatch(/^[\w-]{43}$/);
  });

  it.runIf(postgres)('survives a connection ended in the middle of a query', async () => {
    if (database === undefined || server === undefined) throw new Error('server not started');
    const slow = sql`select pg_sleep(10)`.execute(database.db);
    const failed = slow.then(
      () => undefined,
      (error: unknown) => error,
    );
    // The sleep has reached the server before its connection is ended.
    await waitFor(async () => (await sleepingQueries()) > 0);
    const droppedBefore = dropped.length;
    const ended = await terminateServerConnections();
    expect(ended).toBeGreaterThan(0);
    expect(isDatabaseUnavailable(await failed)).toBe(true);
    // The idle ones are dropped as their end arrives (a request that takes one first gets a 503).
    await waitFor(() => dropped.length - droppedBefore >= ended - 1);
    const credentials = await loginAs(server, 'demo.member');
    expect((await server.call('aqua', 'getUser', credentials)).status).toBe(200);
  });
});

/**
 * A burst larger than the pool, the database up: requests wait their turn, and one that waits
 * too long is told to try again in a moment (not in 30 s, as when the database is gone).
 */
describe('PostgreSQL up, every connection busy (runs only when TEST_DATABASE_URL is set)', () => {
  const url = process.env.TEST_DATABASE_URL ?? '';
  const schema = `test_${randomBytes(6).toString('hex')}`;
  let database: DatabaseHandle | undefined;
  let server: TestServer | undefined;

  beforeAll(async () => {
    if (!postgres) return;
    database = await openDatabase({ url, schema, poolSize: 1, connectionWaitMs: 500 });
    await migrateToLatest(database.db);
    server = await startTestServer('postgres', { db: database.db });
  }, 180_000);

  afterAll(async () => {
    await server?.close();
    await database?.close();
    if (postgres) await dropSchema(url, schema);
  });

  it.runIf(postgres)(
    'serves in turn, and answers 503 with Retry-After: 2 past the wait',
    async () => {
      if (server === undefined || database === undefined) throw new Error('not started');
      const running = server;
      // Two at once on one connection: the second waits its turn and is served.
      const both = await Promise.all(
        [1, 2].map(() => running.call('content', 'alert', {}, { method: 'GET' })),
      );
      expect(both.map((answer) => answer.status)).toEqual([200, 200]);
      let release = (): void => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      const holding = database.db.transaction().execute(() => held);
      try {
        const busy = await running.call('content', 'alert', {}, { method: 'GET' });
        expect(busy.status).toBe(503);
        expect(busy.body).toEqual({ message: messages.genericApiError });
        expect(busy.headers.get('retry-after')).toBe('2');
      } finally {
        release();
        await holding;
      }
      expect((await running.call('content', 'alert', {}, { method: 'GET' })).status).toBe(200);
    },
  );
});
