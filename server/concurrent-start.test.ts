import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { dropSchema, openDatabase } from './db/connect';
import { demoMembers } from './demo/demo-members';
import { startServer, type RunningServer } from './start';

const postgres =
  process.env.TEST_DATABASE_URL !== undefined && process.env.TEST_DATABASE_URL !== '';

/**
 * Two instances started together on an empty database (a deployment of several at once) both
 * migrate and seed it, once. Runs only when TEST_DATABASE_URL names a PostgreSQL server.
 */
describe('two instances starting together on one empty PostgreSQL (runs only when TEST_DATABASE_URL is set)', () => {
  const url = process.env.TEST_DATABASE_URL ?? '';
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'mba-concurrent-'));
  const servers: RunningServer[] = [];

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    if (postgres) await dropSchema(url, schema);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it.runIf(postgres)(
    'both start, and the demo data is there once',
    async () => {
      // The schema exists, empty; both instances work in it through the connection string.
      const setup = await openDatabase({ url, schema });
      await setup.close();
      const inSchema = new URL(url);
      inSchema.searchParams.set('options', `-c search_path=${schema}`);
      const env = {
        DATABASE_URL: inSchema.toString(),
        SSN_KEY: 'ab'.repeat(32),
        DATA_DIR: dataDir,
      };
      const started = await Promise.allSettled(
        [1, 2].map(() => startServer({ env, port: 0, host: '127.0.0.1', log: false })),
      );
      for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
      expect(started.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);
      const db = servers[0]?.database.db;
      if (db === undefined) throw new Error('not started');
      const admins = await db.selectFrom('admins').select('username').orderBy('username').execute();
      expect(admins).toEqual([{ username: 'admin' }, { username: 'admin.mfa' }]);
      const members = await db.selectFrom('members').select('username').execute();
      expect(members).toHaveLength(demoMembers.length);
    },
    120_000,
  );
});
