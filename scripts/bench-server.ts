// `npm run bench:server`: requests per second, p99 latency and CPU time per request of getUser and
// login on PGlite and on PostgreSQL (when DATABASE_URL or TEST_DATABASE_URL answers), beside a bare
// Fastify server running the same queries, and the time from start to the first answered request.
// The server runs in a child process (scripts/bench/server-process.ts) so that autocannon, here,
// does not share its event loop. Prints figures only; nothing here asserts a timing.
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type { ToChild, ToParent } from './bench/server-process';

const duration = Number(process.env.BENCH_DURATION ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const starts = Number(process.env.BENCH_STARTS ?? 3);
const apiKey = 'mba-web-public';
const root = fileURLToPath(new URL('..', import.meta.url));
const serverProcessFile = fileURLToPath(new URL('./bench/server-process.ts', import.meta.url));

type Listening = Extract<ToParent, { type: 'listening' }>;

class ServerProcess {
  readonly child: ChildProcess;

  constructor(env: NodeJS.ProcessEnv) {
    // `node --import tsx`, as `npm start` runs the server, minus npm's own start-up.
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
  /** Spawn to the first answered request, as an operator would see it. */
  wholeMs: number;
  /** Node and module loading, before the server code runs. */
  modulesMs: number;
  /** From the server code's start (modules loaded) to the first answered request. */
  inProcessMs: number;
  /**
   * CPU time the server process spent up to its first answer, and the part after module loading:
   * on a busy machine the wall-clock figures above mostly measure waiting for a core.
   */
  wholeCpuMs: number;
  inProcessCpuMs: number;
}

/** Spawns the server process and times it up to its first answered request. */
async function timedStart(
  env: NodeJS.ProcessEnv,
): Promise<{ server: ServerProcess; url: string; figures: StartFigures }> {
  const spawnedAt = performance.now();
  const server = new ServerProcess(env);
  const listening: Listening = await server.next('listening');
  const askedAt = performance.now();
  const response = await fetch(`${listening.url}/api?api=content&action=alert`, {
    headers: { 'x-api-key': apiKey },
  });
  await response.arrayBuffer();
  const wholeMs = performance.now() - spawnedAt;
  const firstAnswerMs = performance.now() - askedAt;
  const inProcessMs = listening.listeningMs - listening.modulesLoadedMs + firstAnswerMs;
  const wholeCpuMs = (await server.cpuMicros()) / 1000;
  return {
    server,
    url: listening.url,
    figures: {
      wholeMs,
      modulesMs: listening.modulesLoadedMs,
      inProcessMs,
      wholeCpuMs,
      inProcessCpuMs: wholeCpuMs - listening.modulesCpuMicros / 1000,
    },
  };
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
  for (let round = 0; round < rounds; round += 1) {
    realRuns.push(await real());
    bareRuns.push(await bare());
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
  const seeding = await timedStart(env);
  await seeding.server.stop();
  const startFigures: StartFigures[] = [];
  let running: { server: ServerProcess; url: string } | undefined;
  for (let attempt = 0; attempt < starts; attempt += 1) {
    await running?.server.stop();
    const started = await timedStart(env);
    startFigures.push(started.figures);
    running = started;
  }
  if (running === undefined) return;
  const { server, url } = running;
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
    const ms = (pick: (figures: StartFigures) => number) =>
      `${median(startFigures.map(pick)).toFixed(0)} ms`;
    console.log(
      `\n${name}: ready (start to first answered request, demo data already seeded, median of ${starts} starts)` +
        `\n  whole process ${ms((f) => f.wholeMs)} (spawn of node --import tsx to the first answer;` +
        ` Node and module loading ${ms((f) => f.modulesMs)})` +
        `\n  in process    ${ms((f) => f.inProcessMs)} (startServer to the first answer)` +
        `\n  CPU time      ${ms((f) => f.wholeCpuMs)} whole process, ${ms((f) => f.inProcessCpuMs)} in process`,
    );
    console.log(row('getUser', getUser.real, getUser.ratio));
    console.log(row('getUser, bare Fastify', getUser.bare));
    console.log(row('login', loginFigures.real, loginFigures.ratio));
    console.log(row('login, bare Fastify', loginFigures.bare));
  } finally {
    await server.stop();
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

const loadAverage = () =>
  loadavg()
    .map((figure) => figure.toFixed(2))
    .join(', ');

console.log(
  `Server benchmark on Node ${process.version}: ${rounds} paired runs of ${duration} s, ` +
    `${connections} connections; load average ${loadAverage()}`,
);
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
