// Runs the browser tests in parallel shards that share one built site. The site is built once;
// then each shard runs its share of the test files against a server and database of its own (its
// own port and data folder, see tests/e2e/global-setup.ts), so no shard sees another's rows.
// E2E_SHARDS sets how many (3 by default; 1 when files are named on the command line): a shard
// waits on its pages much of the time, and three keep a 2-core machine's cores busy where two
// left them idle a fifth of the time (measured: 1,450 CPU seconds in a 930-second run). The files
// are dealt to the shards by the time each took when last measured (tests/e2e/shard-weights.json),
// so that the shards end together. At the end it prints each file's time and writes those times
// into shard-weights.json for the next run (not after an exhaustive run, whose files take longer).
// E2E_EXHAUSTIVE=1 (`npm run test:browser:all`) walks every form and checks every route.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { buildSiteUnlessSkipped } from '../../tests/e2e/site-build';
import { dealByWeight } from './shard-deal';

const root = resolve(import.meta.dirname, '../..');
const e2eDir = join(root, 'tests', 'e2e');
// Files named on the command line run in one shard, with any other argument (`-t <name>`) given
// to vitest as it is.
const commandLine = process.argv.slice(2);
const fileArguments = commandLine.filter((argument) => argument.endsWith('.e2e.test.ts'));
const vitestOptions = commandLine.filter((argument) => !fileArguments.includes(argument));
const shards = commandLine.length > 0 ? 1 : Math.max(1, Number(process.env.E2E_SHARDS ?? 3));
const firstPort = Number(process.env.E2E_PORT ?? 3217);

const files =
  fileArguments.length > 0
    ? fileArguments
    : readdirSync(e2eDir)
        .filter((name) => name.endsWith('.e2e.test.ts'))
        .sort()
        .map((name) => `tests/e2e/${name}`);

buildSiteUnlessSkipped(root);

const weightsFile = join(e2eDir, 'shard-weights.json');
const weights = JSON.parse(readFileSync(weightsFile, 'utf8')) as {
  about: string;
  seconds: Record<string, number>;
};
const timesDir = mkdtempSync(join(tmpdir(), 'mba-e2e-times-'));
const timesFile = (index: number) => join(timesDir, `shard-${index}.json`);
const shares = dealByWeight(files, shards, (file) => weights.seconds[file.replace(/^.*\//, '')]);

/** One vitest run of shard `index` (1-based) over its files, its output lines marked with it. */
function runShard(index: number, shardFiles: string[]): Promise<number> {
  const child = spawn(
    process.execPath,
    [
      join(root, 'node_modules/vitest/vitest.mjs'),
      'run',
      '--config',
      'tests/e2e/vitest.config.ts',
      ...vitestOptions,
      ...shardFiles,
    ],
    {
      cwd: root,
      env: {
        ...process.env,
        E2E_SKIP_BUILD: '1',
        E2E_PORT: String(firstPort + index - 1),
        E2E_TIMES_FILE: timesFile(index),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const mark = shards > 1 ? `[shard ${index}/${shards}] ` : '';
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) =>
      process.stdout.write(`${mark}${line}\n`),
    );
  }
  return new Promise((done) => child.on('close', (code) => done(code ?? 1)));
}

const started = Date.now();
const codes = await Promise.all(
  shares.filter((share) => share.length > 0).map((share, i) => runShard(i + 1, share)),
);
const failed = codes.filter((code) => code !== 0).length;
const minutes = ((Date.now() - started) / 60_000).toFixed(1);

/** The seconds each file took in this run, from every shard that wrote its times. */
function measuredSeconds(): Record<string, number> {
  const measured: Record<string, number> = {};
  for (let index = 1; index <= shards; index += 1) {
    try {
      Object.assign(measured, JSON.parse(readFileSync(timesFile(index), 'utf8')));
    } catch {
      // A shard that died before its end wrote nothing: its files keep their old weights.
    }
  }
  return measured;
}

const measured = measuredSeconds();
rmSync(timesDir, { recursive: true, force: true });
const byTime = Object.entries(measured).sort(([, a], [, b]) => b - a);
process.stdout.write(`\nbrowser test files by time (s):\n`);
for (const [file, seconds] of byTime)
  process.stdout.write(`${String(seconds).padStart(6)}  ${file}\n`);
// Only a whole file's time is a weight: a run of some of its tests (-t) says nothing of it.
if (process.env.E2E_EXHAUSTIVE !== '1' && !vitestOptions.includes('-t') && byTime.length > 0) {
  const seconds = Object.fromEntries(
    Object.entries({ ...weights.seconds, ...measured })
      .filter(([file]) => readdirSync(e2eDir).includes(file))
      .sort(([a], [b]) => a.localeCompare(b)),
  );
  writeFileSync(weightsFile, `${JSON.stringify({ ...weights, seconds }, null, 2)}\n`);
}
process.stdout.write(
  `\nbrowser tests: ${codes.length} shard(s) in ${minutes} min, ${failed === 0 ? 'all passed' : `${failed} failed`}\n`,
);
process.exit(failed === 0 ? 0 : 1);
