import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildServer, type BuildServerOptions } from '../app';
import { ssnCipher } from '../auth/ssn-cipher';
import type { ServerConfig } from '../config';
import { dropSchema, openDatabase, type DatabaseHandle } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { startTestPglite } from './migrated-pglite';
import type { Database } from '../db/schema';
import { seedDemoData } from '../demo/seed';
import { afterAnswerTasks } from '../mail/after-answer';
import { outboxMailer, type Mailer } from '../mail/mailer';
import { outboxPhoneMessenger } from '../mail/phone-messenger';
import { localPaymentVault, type PaymentGateway } from '../payments';

export type DatabaseTarget = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL names a server. */
export function databaseTargets(): DatabaseTarget[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * The one database of a sweep over every form (each refusal of each field, each step of each
 * path): what it checks is decided before a row is written, the same on either database, and
 * each database's own storing of drafts and submissions has its tests on both. PGlite, which
 * every machine has.
 */
export const sweepTarget: DatabaseTarget = 'pglite';

export const apiKey = 'mba-web-public';

/** A clock tests can move; it starts at the real time. */
export function testClock(start = new Date()) {
  let current = start;
  return {
    now: () => current,
    set: (instant: Date) => {
      current = instant;
    },
    advance: (ms: number) => {
      current = new Date(current.getTime() + ms);
    },
  };
}

export interface ApiAnswer<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

export interface TestDatabase {
  handle: DatabaseHandle;
  close(): Promise<void>;
}

/** A migrated database: in-memory PGlite, or a fresh schema on the PostgreSQL test server. */
export async function testDatabase(target: DatabaseTarget, schema?: string): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL ?? '';
  if (target === 'postgres') {
    const name = schema ?? `test_${randomBytes(6).toString('hex')}`;
    const handle = await openDatabase({ url, schema: name, poolSize: 5 });
    await migrateToLatest(handle.db);
    return {
      handle,
      close: async () => {
        await handle.close();
        if (schema === undefined) await dropSchema(url, name);
      },
    };
  }
  const handle = await openDatabase({ pglite: startTestPglite() });
  await migrateToLatest(handle.db);
  return { handle, close: () => handle.close() };
}

export interface TestServerOptions {
  config?: Partial<ServerConfig>;
  mailer?: Mailer;
  seed?: boolean;
  apis?: BuildServerOptions['apis'];
  log?: BuildServerOptions['log'];
  /** Share an existing database (two instances on one PostgreSQL). */
  db?: Kysely<Database>;
  /** A gateway in place of the local vault (keyed with `testVaultKey`). */
  payments?: PaymentGateway;
}

export const testSsnKey = Buffer.alloc(32, 7);
export const testVaultKey = Buffer.alloc(32, 9);

/** A server on a real socket (port 0), demo data seeded, messages written to a temporary outbox. */
export async function startTestServer(target: DatabaseTarget, options: TestServerOptions = {}) {
  const database = options.db === undefined ? await testDatabase(target) : undefined;
  const db = options.db ?? database?.handle.db;
  if (db === undefined) throw new Error('No database');
  const outbox = mkdtempSync(join(tmpdir(), 'mba-outbox-'));
  const clock = testClock();
  const cipher = ssnCipher(testSsnKey);
  const afterAnswer = afterAnswerTasks();
  if (options.seed !== false) await seedDemoData(db, cipher, clock.now());
  const app: FastifyInstance = await buildServer({
    db,
    ssnCipher: cipher,
    payments: options.payments ?? localPaymentVault({ db, key: testVaultKey, now: clock.now }),
    mailer: options.mailer ?? outboxMailer(outbox),
    phone: outboxPhoneMessenger(outbox),
    config: { siteDir: join(outbox, 'no-site'), ...options.config },
    now: clock.now,
    log: options.log ?? false,
    afterAnswer,
    ...(options.apis ? { apis: options.apis } : {}),
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });

  async function call<T = Record<string, unknown>>(
    api: string,
    action: string,
    data: Record<string, unknown> = {},
    init: { method?: 'GET' | 'POST'; headers?: Record<string, string> } = {},
  ): Promise<ApiAnswer<T>> {
    const method = init.method ?? 'POST';
    const headers = { 'x-api-key': apiKey, ...init.headers };
    const response =
      method === 'GET'
        ? await fetch(`${url}/api?${new URLSearchParams({ api, action, ...stringValues(data) })}`, {
            headers,
          })
        : await fetch(`${url}/api`, {
            method,
            headers: { 'content-type': 'application/json', ...headers },
            body: JSON.stringify({ api, action, data }),
          });
    return {
      status: response.status,
      body: (await response.json()) as T,
      headers: response.headers,
    };
  }

  /**
   * Texts of the messages sent so far, oldest first, optionally only those whose name has `part`
   * (not a message still being written, under its hidden temporary name).
   */
  function outboxMessages(part = ''): string[] {
    return readdirSync(outbox)
      .filter((name) => !name.startsWith('.') && name.includes(part))
      .sort()
      .map((name) => readFileSync(join(outbox, name), 'utf8'));
  }

  return {
    app,
    url,
    db,
    clock,
    cipher,
    call,
    outboxMessages,
    /** Waits for the work actions left to do after answering, such as sending mail. */
    settled: () => afterAnswer.settled(),
    async close() {
      await app.close();
      await database?.close();
      rmSync(outbox, { recursive: true, force: true });
    },
  };
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

function stringValues(data: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, String(value)]));
}

/** Logs in a demo member (MFA off) and returns its credentials. */
export async function loginAs(server: TestServer, username: string, password = 'Member#2025') {
  const answer = await server.call<{ token: string; member: { _id: string } }>('aqua', 'login', {
    username,
    password,
  });
  if (answer.status !== 200)
    throw new Error(`login ${username}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return { memberId: answer.body.member._id, memberToken: answer.body.token };
}

/** The demo super-admin's staff token (no MFA): what staff actions are called with. */
export async function loginAsAdmin(server: TestServer): Promise<string> {
  const answer = await server.call<{ token: string }>('aqua', 'loginSuperAdmin', {
    username: 'admin',
    password: 'Admin#2025',
  });
  if (answer.status !== 200) throw new Error(`admin login: ${answer.status}`);
  return answer.body.token;
}

/** The last 6-digit code in the outbox whose file name contains `part`. */
export function lastCode(server: TestServer, part: string): string {
  const text = server.outboxMessages(part).at(-1) ?? '';
  const codes = text.match(/\b\d{6}\b/g) ?? [];
  const code = codes.at(-1);
  if (code === undefined) throw new Error(`No code in the outbox for ${part}`);
  return code;
}
