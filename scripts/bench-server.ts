// `npm run bench:server`: requests per second and p99 latency of getUser and login on PGlite and
// on PostgreSQL (when DATABASE_URL or TEST_DATABASE_URL answers), beside a bare Fastify server
// running the same queries, and the time from start to the first answered request.
// Prints figures only; nothing here asserts a timing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { startServer, type RunningServer } from '../server';
import { startBareBaseline } from './bench/bare-server';

const duration = Number(process.env.BENCH_DURATION ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const apiKey = 'mba-web-public';

interface Figures {
  rps: number;
  p99: number;
}

async function load(
  url: string,
  init: { method?: 'GET' | 'POST'; body?: string } = {},
): Promise<Figures> {
  const result = await autocannon({
    url,
    duration,
    connections,
    method: init.method ?? 'GET',
    headers: { 'x-api-key': apiKey, 'content-type': 'application/json' },
    ...(init.body !== undefined ? { body: init.body } : {}),
  });
  if (result.non2xx > 0 || result.errors > 0) {
    console.warn(`  ${result.non2xx} non-2xx answers and ${result.errors} errors on ${url}`);
  }
  return { rps: result.requests.average, p99: result.latency.p99 };
}

async function login(base: string) {
  const response = await fetch(`${base}/api`, {
    method: 'POST',
    headers: { 'x-api-key': apiKey, 'content-type': 'application/json' },
    body: JSON.stringify({
      api: 'aqua',
      action: 'login',
      data: { username: 'demo.member', password: 'Member#2025' },
    }),
  });
  const body = (await response.json()) as { token: string; member: { _id: string } };
  return { memberId: body.member._id, memberToken: body.token };
}

/** Starts the real server, measuring from the call to the first answered request. */
async function timedStart(
  env: NodeJS.ProcessEnv,
): Promise<{ server: RunningServer; readyMs: number }> {
  const started = performance.now();
  const server = await startServer({ env, port: 0, host: '127.0.0.1', log: false });
  const base = server.url;
  await fetch(`${base}/api?api=content&action=alert`, { headers: { 'x-api-key': apiKey } });
  return { server, readyMs: performance.now() - started };
}

const row = (name: string, figures: Figures, baseline?: Figures) =>
  `  ${name.padEnd(22)} ${figures.rps.toFixed(0).padStart(8)} req/s   p99 ${String(figures.p99).padStart(5)} ms` +
  (baseline ? `   ${(figures.rps / baseline.rps).toFixed(2)}x bare` : '');

async function benchTarget(name: string, env: NodeJS.ProcessEnv): Promise<void> {
  // The first start seeds the demo data; the measured start finds it already there.
  const first = await startServer({ env, port: 0, host: '127.0.0.1', log: false });
  await first.close();
  const { server, readyMs } = await timedStart(env);
  const bare = await startBareBaseline(server.database.db);
  try {
    const credentials = await login(server.url);
    const query = new URLSearchParams({
      api: 'aqua',
      action: 'getUser',
      ...credentials,
    }).toString();
    const loginBody = JSON.stringify({
      api: 'aqua',
      action: 'login',
      data: { username: 'demo.member', password: 'Member#2025' },
    });
    const getUser = await load(`${server.url}/api?${query}`);
    const bareGetUser = await load(`${bare.url}/getUser?${query}`);
    const loginFigures = await load(`${server.url}/api`, { method: 'POST', body: loginBody });
    const bareLogin = await load(`${bare.url}/login`, { method: 'POST', body: loginBody });
    console.log(
      `\n${name}: ready in ${readyMs.toFixed(0)} ms (start to first answered request, demo data already seeded)`,
    );
    console.log(row('getUser', getUser, bareGetUser));
    console.log(row('getUser, bare Fastify', bareGetUser));
    console.log(row('login', loginFigures, bareLogin));
    console.log(row('login, bare Fastify', bareLogin));
  } finally {
    await bare.close();
    await server.close();
  }
}

async function postgresReachable(url: string): Promise<boolean> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

console.log(
  `Server benchmark on Node ${process.version}: ${duration} s per run, ${connections} connections`,
);
const dataDir = mkdtempSync(join(tmpdir(), 'mba-bench-'));
try {
  await benchTarget('PGlite', {
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    SSN_KEY: 'ab'.repeat(32),
  });
  const url = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (url !== undefined && (await postgresReachable(url))) {
    await benchTarget('PostgreSQL', {
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      DATABASE_URL: url,
      SSN_KEY: 'ab'.repeat(32),
    });
  } else {
    console.log(
      '\nPostgreSQL: not run (set DATABASE_URL or TEST_DATABASE_URL to a reachable server)',
    );
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
