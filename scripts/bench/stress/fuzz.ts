// `npm run stress -- fuzz`: the fuzz test's generated and mutated requests (server/testing/
// fuzz-requests.ts), tens of thousands of them, over loopback HTTP to the production server
// process, several at a time; then what it stored is read back and checked as the fuzz test
// checks it. PostgreSQL (a fresh schema) when the local server answers, PGlite otherwise.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import fc from 'fast-check';
import { openDatabase, ssnCipher, type DatabaseHandle } from '../../../server';
import {
  bodyOf,
  fuzzRequest,
  fuzzTargets,
  queryOf,
  type FuzzRequest,
} from '../../../server/testing/fuzz-requests';
import { invalidStoredRows } from '../../../server/testing/stored-validity';
import { apiKey, inPool, loginAs, send, type Answer } from './api-client';
import { freshSchema, localDatabaseUrl, postgresReachable, type StressSchema } from './database';
import { countFromEnv, ms, percentile } from './figures';
import { ServerInstance } from './server-instance';

const ssnKey = 'ef'.repeat(32);
/** The idempotency key of the submit seed (server/testing/fuzz-requests.ts). */
const seedKey = 'fuzz-key-0123456789';
/** Requests are generated a batch at a time, so that tens of thousands are never all in memory. */
const batchSize = 1000;
/** The tables a request may write to, counted after the run. */
const writtenTables = [
  'application_submissions',
  'application_drafts',
  'applications',
  'members',
  'event_signups',
  'votes',
] as const;

function request(base: string, fuzz: FuzzRequest): Promise<Answer> {
  const headers: Record<string, string> = fuzz.key ? { 'x-api-key': apiKey } : {};
  if (fuzz.method === 'GET') {
    return send(`${base}/api?${new URLSearchParams(queryOf(fuzz))}`, { headers });
  }
  return send(`${base}/api`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: bodyOf(fuzz),
  });
}

/** The action a request names, or `noise` when it names none the registry has. */
function actionOf(fuzz: FuzzRequest, known: ReadonlySet<string>): string {
  // Generated names may be any value, an object without a prototype too: String() throws on it.
  if (typeof fuzz.api !== 'string' || typeof fuzz.action !== 'string') return 'noise';
  const name = `${fuzz.api}.${fuzz.action}`;
  return known.has(name) ? name : 'noise';
}

/**
 * The request with its own idempotency key when it carries the seed's: otherwise every accepted
 * application after the first would be answered from the first, and only one would be stored
 * and checked.
 */
function withOwnKey(fuzz: FuzzRequest, index: number): FuzzRequest {
  const data = fuzz.data as { idempotencyKey?: unknown } | null;
  if (typeof data !== 'object' || data === null || data.idempotencyKey !== seedKey) return fuzz;
  return {
    ...fuzz,
    data: { ...data, idempotencyKey: `stress-fuzz-${String(index).padStart(8, '0')}` },
  };
}

const hasMessage = (body: unknown): boolean => {
  const message = (body as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message.length > 0;
};

const countBy = (names: readonly string[]): string =>
  [...new Set(names)]
    .map((name) => `${name} ×${names.filter((n) => n === name).length}`)
    .join(', ');

/** Runs the fuzz stress; resolves to whether no answer was a 5xx and nothing invalid was stored. */
export async function runFuzz(env: NodeJS.ProcessEnv = process.env): Promise<boolean> {
  const total = countFromEnv(env, 'STRESS_FUZZ_REQUESTS', 20_000);
  const concurrency = countFromEnv(env, 'STRESS_FUZZ_CONCURRENCY', 8);
  const seed = countFromEnv(env, 'STRESS_FUZZ_SEED', Date.now() % 2_147_483_647);
  const url = localDatabaseUrl(env);
  const postgres = await postgresReachable(url);
  console.log(
    `\nFuzz: ${total} requests, ${concurrency} at a time, on ${postgres ? 'PostgreSQL' : 'PGlite'}` +
      ` (STRESS_FUZZ_SEED=${seed} repeats them)`,
  );
  const dataDir = mkdtempSync(join(tmpdir(), 'mba-stress-'));
  let schema: StressSchema | undefined;
  let server: ServerInstance | undefined;
  let pglite: DatabaseHandle | undefined;
  try {
    schema = postgres ? await freshSchema(url, 'fuzz') : undefined;
    server = await ServerInstance.start('the server', {
      NODE_ENV: 'development',
      DATABASE_URL: schema?.serverUrl ?? '',
      DATA_DIR: dataDir,
      SSN_KEY: ssnKey,
    });
    const base = server.url;
    const targets = fuzzTargets(await loginAs(base, 'demo.member'));
    const known = new Set(targets.map(({ api, action }) => `${api}.${action}`));
    const arbitrary = fuzzRequest(targets);

    const times: { ms: number; action: string }[] = [];
    const serverErrors: string[] = [];
    const unanswered: string[] = [];
    const withoutMessage: string[] = [];
    const started = performance.now();
    for (let first = 0; first < total; first += batchSize) {
      const batch = fc.sample(arbitrary, {
        numRuns: Math.min(batchSize, total - first),
        seed: seed + first,
      });
      await inPool(batch, concurrency, async (generated, index) => {
        const fuzz = withOwnKey(generated, first + index);
        const action = actionOf(fuzz, known);
        const answer = await request(base, fuzz);
        if (answer.status === undefined) unanswered.push(`${action} (${answer.error})`);
        else {
          times.push({ ms: answer.ms, action });
          if (answer.status >= 500) serverErrors.push(action);
          else if (answer.status >= 400 && !hasMessage(answer.body)) withoutMessage.push(action);
        }
      });
    }
    const wallMs = performance.now() - started;
    // Read back once no request is running any more: PGlite's files belong to one process.
    await server.stop();
    const db =
      schema?.handle.db ?? (pglite = await openDatabase({ dataDir: join(dataDir, 'pglite') })).db;
    const invalid = await invalidStoredRows(db, ssnCipher(Buffer.from(ssnKey, 'hex')));
    const stored = await Promise.all(
      writtenTables.map(async (table) => {
        const { n } = await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow();
        return `${table} ${n}`;
      }),
    );

    const slowest = times.reduce((a, b) => (b.ms > a.ms ? b : a), { ms: 0, action: 'none' });
    const all = times.map((time) => time.ms);
    console.log(
      [
        `  requests sent: ${times.length + unanswered.length} in ${ms(wallMs)}` +
          ` (${((times.length / wallMs) * 1000).toFixed(0)} answers/s)`,
        `  5xx answers: ${serverErrors.length}${serverErrors.length > 0 ? ` (${countBy(serverErrors)})` : ''}`,
        `  no answer: ${unanswered.length}${unanswered.length > 0 ? ` (${countBy(unanswered)})` : ''}`,
        `  4xx without a message: ${withoutMessage.length}` +
          (withoutMessage.length > 0 ? ` (${countBy(withoutMessage)})` : ''),
        `  slowest answer: ${ms(slowest.ms)} (${slowest.action}); ` +
          `p50 ${ms(percentile(all, 0.5))}, p99 ${ms(percentile(all, 0.99))}`,
        `  rows after the run (demo data included): ${stored.join(', ')}`,
        `  invalid rows stored: ${invalid.length}` +
          invalid
            .slice(0, 5)
            .map(({ table, row, problem }) => `\n    ${table} ${row}: ${problem.slice(0, 200)}`)
            .join(''),
      ].join('\n'),
    );
    return (
      serverErrors.length === 0 &&
      unanswered.length === 0 &&
      withoutMessage.length === 0 &&
      invalid.length === 0
    );
  } finally {
    await server?.stop();
    await pglite?.close();
    await schema?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
