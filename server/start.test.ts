import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { startServer } from './start';
import { serverStartTimeoutMs } from './testing/suite-server';

const key = 'cd'.repeat(32);
const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'mba-start-'));
  dirs.push(dir);
  return dir;
};

async function login(url: string, username: string, password: string): Promise<number> {
  const response = await fetch(`${url}/api`, {
    method: 'POST',
    headers: { 'x-api-key': 'mba-web-public', 'content-type': 'application/json' },
    body: JSON.stringify({ api: 'aqua', action: 'login', data: { username, password } }),
  });
  return response.status;
}

describe('startServer (what npm start runs), on PGlite under DATA_DIR', () => {
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it(
    'seeds the demo data once, keeps it across restarts, and writes mail to the outbox',
    async () => {
      const dir = dataDir();
      const env = { DATA_DIR: dir, SSN_KEY: key };
      const first = await startServer({ env, port: 0, host: '127.0.0.1', log: false });
      try {
        expect(existsSync(join(dir, 'pglite'))).toBe(true);
        expect(await login(first.url, 'demo.member', 'Member#2025')).toBe(200);
        await fetch(`${first.url}/api`, {
          method: 'POST',
          headers: { 'x-api-key': 'mba-web-public', 'content-type': 'application/json' },
          body: JSON.stringify({
            api: 'aqua',
            action: 'forgotPassword',
            data: { username: 'demo.member' },
          }),
        });
        // The mail goes after the answer, which is the same for every name given.
        await vi.waitFor(() =>
          expect(readdirSync(join(dir, 'outbox')).some((name) => name.endsWith('.eml'))).toBe(true),
        );
      } finally {
        await first.close();
      }
      const second = await startServer({ env, port: 0, host: '127.0.0.1', log: false });
      try {
        // Seeded once: the two demo super-admins, not four.
        const admins = await second.database.db.selectFrom('admins').select('id').execute();
        expect(admins).toHaveLength(2);
      } finally {
        await second.close();
      }
    },
    2 * serverStartTimeoutMs,
  );

  it(
    'seeds nothing in production',
    async () => {
      const server = await startServer({
        env: {
          DATA_DIR: dataDir(),
          SSN_KEY: key,
          PAYMENT_VAULT_KEY: 'cd'.repeat(32),
          NODE_ENV: 'production',
        },
        port: 0,
        host: '127.0.0.1',
        log: false,
      });
      try {
        expect(await login(server.url, 'demo.member', 'Member#2025')).toBe(401);
        expect(await server.database.db.selectFrom('members').select('id').execute()).toEqual([]);
      } finally {
        await server.close();
      }
    },
    serverStartTimeoutMs,
  );

  it('refuses to start in production without SSN_KEY', async () => {
    await expect(
      startServer({ env: { DATA_DIR: dataDir(), NODE_ENV: 'production' }, port: 0, log: false }),
    ).rejects.toThrow('SSN_KEY must be set in production');
  });

  it('refuses to start in production without PAYMENT_VAULT_KEY', async () => {
    await expect(
      startServer({
        env: { DATA_DIR: dataDir(), SSN_KEY: key, NODE_ENV: 'production' },
        port: 0,
        log: false,
      }),
    ).rejects.toThrow('PAYMENT_VAULT_KEY must be set in production');
  });
});
