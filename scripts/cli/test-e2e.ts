// Runs the browser tests in parallel shards that share one built site. The site is built once;
// then each shard runs its share of the test files against a server and database of its own (its
// own port and data folder, see tests/e2e/global-setup.ts), so no shard sees another's rows.
// E2E_SHARDS sets how many (2 by default; 1 when files are named on the command line).
import { execFileSync, spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';

const root = resolve(import.meta.dirname, '../..');
const fileArguments = process.argv.slice(2);
const shards = fileArguments.length > 0 ? 1 : Math.max(1, Number(process.env.E2E_SHARDS ?? 2));
const firstPort = Number(process.env.E2E_PORT ?? 3217);

if (process.env.E2E_SKIP_BUILD !== '1') {
  execFileSync(
    process.execPath,
    [join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/build/build-site.ts'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
}

/** One vitest run of shard `index` (1-based), its output lines marked with the shard. */
function runShard(index: number): Promise<number> {
  const shardArguments = shards > 1 ? [`--shard=${index}/${shards}`] : [];
  const child = spawn(
    process.execPath,
    [
      join(root, 'node_modules/vitest/vitest.mjs'),
      'run',
      '--config',
      'tests/e2e/vitest.config.ts',
      ...shardArguments,
      ...fileArguments,
    ],
    {
      cwd: root,
      env: { ...process.env, E2E_SKIP_BUILD: '1', E2E_PORT: String(firstPort + index - 1) },
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
const codes = await Promise.all(Array.from({ length: shards }, (_, i) => runShard(i + 1)));
const failed = codes.filter((code) => code !== 0).length;
const minutes = ((Date.now() - started) / 60_000).toFixed(1);
process.stdout.write(
  `\nbrowser tests: ${shards} shard(s) in ${minutes} min, ${failed === 0 ? 'all passed' : `${failed} failed`}\n`,
);
process.exit(failed === 0 ? 0 : 1);
