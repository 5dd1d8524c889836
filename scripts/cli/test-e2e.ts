// Runs the browser tests in parallel shards that share one built site. The site is built once;
// then each shard runs its share of the test files against a server and database of its own (its
// own port and data folder, see tests/e2e/global-setup.ts), so no shard sees another's rows.
// E2E_SHARDS sets how many (2 by default; 1 when files are named on the command line). The files
// are dealt to the shards by the time each took when last measured (tests/e2e/shard-weights.json),
// so that the shards end together.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
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
const shards = commandLine.length > 0 ? 1 : Math.max(1, Number(process.env.E2E_SHARDS ?? 2));
const firstPort = Number(process.env.E2E_PORT ?? 3217);

const files =
  fileArguments.length > 0
    ? fileArguments
    : readdirSync(e2eDir)
        .filter((name) => name.endsWith('.e2e.test.ts'))
        .sort()
        .map((name) => `tests/e2e/${name}`);

buildSiteUnlessSkipped(root);

const weights = JSON.parse(readFileSync(join(e2eDir, 'shard-weights.json'), 'utf8')) as {
  seconds: Record<string, number>;
};
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
process.stdout.write(
  `\nbrowser tests: ${codes.length} shard(s) in ${minutes} min, ${failed === 0 ? 'all passed' : `${failed} failed`}\n`,
);
process.exit(failed === 0 ? 0 : 1);
