// `npm run bench:server`: requests per second, p99 latency and CPU time per request of getUser and
// login on PGlite and on PostgreSQL (when DATABASE_URL or TEST_DATABASE_URL answers), beside a bare
// Fastify server running the same queries, and the time from spawning the production start command
// (`node dist/server/start.js`, bundled here first) to its first answered request.
// For the load runs the server runs in a child process (scripts/bench/server-process.ts) so that
// autocannon, here, does not share its event loop. Prints figures only; nothing here asserts a timing.
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type { ToChild, ToParent } from './server-process';
import { bundleServer, serverBundleEntry } from '../build/server-bundle';
import { postgresReachable } from './stress/database';

const duration = Number(process.env.BENCH_DURATION ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const starts = Number(process.env.BENCH_STARTS ?? 3);
const apiKey = 'mba-web-public';
const root = fileURLToPath(new URL('../..', import.meta.url));
/** Linux's USER_HZ: /proc counts CPU time in hundredths of a second. */
const clockTicksPerSecond = 100;
const serverProcessFile = fileURLToPath(new URL('./server-process.ts', import.meta.url));

class ServerProcess {
  readonly child: ChildProcess;

  constructor(env: NodeJS.ProcessEnv) {
    // The same server code as the bundle, through tsx: it also serves the bare baseline.
    this.child = fork(serverProcessFile, [], {
      cwd: root,
      env: { ...process.env, ...env },
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
  }

  next<T extends ToParent['type']>(type: T): Promise<Extract<ToParent, { type: T }>> {
    return new Promise((resolve, reject) => {
      const onExit = (code: number | null) =>
        reject(new Error(`The server process exited (${code}) before answering ${type}`));
      const onMessage = (message: ToParent) => {
        if (message.type !== type) return;
        this.child.off('message', onMessage);
        this.child.off('exit', onExit);
        resolve(message as Extract<ToParent, { type: T }>);
      };
      this.child.on('message', onMessage);
      this.child.once('exit', onExit);
    });
  }

  ask<T extends ToParent['type']>(message: ToChild & { type: T }) {
    const answer = this.next(message.type);
    this.child.send(message);
    return answer;
  }

  async cpuMicros(): Promise<number> {
    return (await this.ask({ type: 'cpu' })).micros;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => {
      this.child.once('exit', () => resolve());
      this.child.send({ type: 'stop' } satisfies ToChild);
    });
  }
}

interface StartFigures {
  /** Spawn of `node dist/server/start.js` (what `npm start` runs after its builds) to the first answer. */
  wallMs: number;
  /**
   * CPU time the server process spent up to its first answer (Linux: /proc), which the machine's
   * load disturbs less: on a busy machine the wall-clock time mostly measures waiting for a core.
   */
  cpuMs: number | undefined;
}

/** The CPU time a process has used so far, from /proc (Linux only). */
function processCpuMs(pid: number | undefined): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? (ticks * 1000) / clockTicksPerSecond : undefined;
  } catch {
    return undefined;
  }
}

/** A port nobody listens on, for the production start command (which takes PORT). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('No free port');
  return address.port;
}

/**
 * Runs the production start command and times it up to its first answered /api request: the
 * first request is sent as soon as the process prints that it is serving.
 */
async function timedProductionStart(env: NodeJS.ProcessEnv): Promise<StartFigures> {
  const port = await freePort();
  const spawnedAt = performance.now();
  const child = spawn(process.execPath, [serverBundleEntry], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await new Promise<void>((resolve, reject) => {
      let output = '';
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (!output.includes('Serving on')) return;
        child.stdout?.off('data', onData);
        // The request log keeps writing to stdout: it is read and dropped.
        child.stdout?.resume();
        resolve();
      };
      child.stdout?.on('data', onData);
      child.once('exit', (code) => reject(new Error(`The server exited (${code}) before serving`)));
    });
    const response = await fetch(`http://127.0.0.1:${port}/api?api=content&action=alert`, {
      headers: { 'x-api-key': apiKey },
    });
    await response.arrayBuffer();
    const wallMs = performance.now() - spawnedAt;
    if (!response.ok) throw new Error(`The first request answered ${response.status}`);
    return { wallMs, cpuMs: processCpuMs(child.pid) };
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

interface RunFigures {
  rps: number;
  p99: number;
  requests: number;
  cpuMicros: number;
}

async function load(
  server: ServerProcess,
  url: string,
  init: { method?: 'GET' | 'POST'; body?: string } = {},
): Promise<RunFigures> {
  const cpuBefore = await server.cpuMicros();
  const result = await autocannon({
    url,
    duration,
    connections,
    method: init.method ?? 'GET',
    headers: { 'x-api-key': apiKey, 'content-type': 'application/json' },
    ...(init.body !== undefined ? { body: init.body } : {}),
  });
  const cpuMicros = (await server.cpuMicros()) - cpuBefore;
  if (result.non2xx > 0 || result.errors > 0) {
    console.warn(`  ${result.non2xx} non-2xx answers and ${result.errors} errors on ${url}`);
  }
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    requests: result.requests.total,
    cpuMicros,
  };
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

interface Summary {
  rps: number;
  p99: number;
  cpuMsPerRequest: number;
}

const summarise = (runs: RunFigures[]): Summary => ({
  rps: median(runs.map((run) => run.rps)),
  p99: median(runs.map((run) => run.p99)),
  cpuMsPerRequest:
    runs.reduce((sum, run) => sum + run.cpuMicros, 0) /
    1000 /
    Math.max(
      1,
      runs.reduce((sum, run) => sum + run.requests, 0),
    ),
});

/** Server and bare runs alternate, so both see the same machine load; ratios are per pair. */
async function compare(
  server: ServerProcess,
  real: () => Promise<RunFigures>,
  bare: () => Promise<RunFigures>,
) {
  const realRuns: RunFigures[] = [];
  const bareRuns: RunFigures[] = [];
  // A first, unrecorded run of each warms the JIT and the database's caches; then the two take
  // turns at going first, so neither always runs on a colder or a hotter process.
  await real();
  await bare();
  for (let round = 0; round < rounds; round += 1) {
    if (round % 2 === 0) {
      realRuns.push(await real());
      bareRuns.push(await bare());
    } else {
      bareRuns.push(await bare());
      realRuns.push(await real());
    }
  }
  const ratios = realRuns.map((run, index) => run.rps / Math.max(1, bareRuns[index]?.rps ?? 1));
  return { real: summarise(realRuns), bare: summarise(bareRuns), ratio: median(ratios) };
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

const row = (name: string, figures: Summary, ratio?: number) =>
  `  ${name.padEnd(22)} ${figures.rps.toFixed(0).padStart(7)} req/s   p99 ${String(figures.p99).padStart(5)} ms` +
  `   CPU ${figures.cpuMsPerRequest.toFixed(2).padStart(6)} ms/request` +
  (ratio !== undefined ? `   ${ratio.toFixed(2)}x bare (median of ${rounds} paired runs)` : '');

async function benchTarget(name: string, env: NodeJS.ProcessEnv): Promise<void> {
  // The first start seeds the demo data; the measured starts find it already there.
  await timedProductionStart(env);
  const startFigures: StartFigures[] = [];
  for (let attempt = 0; attempt < starts; attempt += 1) {
    startFigures.push(await timedProductionStart(env));
  }
  const server = new ServerProcess(env);
  const { url } = await server.next('listening');
  try {
    const bare = await server.ask({ type: 'bare' });
    const credentials = await login(url);
    const query = new URLSearchParams({ api: 'aqua', action: 'getUser', ...credentials });
    const loginBody = JSON.stringify({
      api: 'aqua',
      action: 'login',
      data: { username: 'demo.member', password: 'Member#2025' },
    });
    const getUser = await compare(
      server,
      () => load(server, `${url}/api?${query}`),
      () => load(server, `${bare.url}/getUser?${query}`),
    );
    const loginFigures = await compare(
      server,
      () => load(server, `${url}/api`, { method: 'POST', body: loginBody }),
      () => load(server, `${bare.url}/login`, { method: 'POST', body: loginBody }),
    );
    const all = (values: (number | undefined)[]) =>
      values.map((value) => (value === undefined ? 'n/a' : value.toFixed(0))).join(', ');
    const cpu = startFigures.map((figures) => figures.cpuMs);
    console.log(
      `\n${name}: ready, spawn of node dist/server/start.js to the first answered /api request ` +
        `(demo data already seeded), ${starts} starts` +
        `\n  wall ${median(startFigures.map((f) => f.wallMs)).toFixed(0)} ms median (${all(startFigures.map((f) => f.wallMs))})` +
        `\n  CPU  ${cpu.includes(undefined) ? 'n/a' : median(cpu.map(Number)).toFixed(0)} ms median (${all(cpu)}), server process`,
    );
    console.log(row('getUser', getUser.real, getUser.ratio));
    console.log(row('getUser, bare Fastify', getUser.bare));
    console.log(row('login', loginFigures.real, loginFigures.ratio));
    console.log(row('login, bare Fastify', loginFigures.bare));
  } finally {
    await server.stop();
  }
}

const loadAverage = () =>
  loadavg()
    .map((figure) => figure.toFixed(2))
    .join(', ');

console.log(
  `Server benchmark on Node ${process.version}: ${rounds} paired runs of ${duration} s, ` +
    `${connections} connections; load average ${loadAverage()}`,
);
await bundleServer();
const dataDir = mkdtempSync(join(tmpdir(), 'mba-bench-'));
try {
  await benchTarget('PGlite', {
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    SSN_KEY: 'ab'.repeat(32),
    DATABASE_URL: '',
  });
  const url = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (url !== undefined && url !== '' && (await postgresReachable(url))) {
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
console.log(`\nLoad average at the end: ${loadAverage()}`);
