// `npm run stress`: the server under stress, on this machine only, figures printed, exit status 1
// when a check fails. Never part of `npm test`: it takes minutes and the machine's whole attention.
//   npm run stress                 both runs
//   npm run stress -- durability   two instances, one killed mid-run: nothing lost, nothing twice
//   npm run stress -- fuzz         20,000 fuzzed requests over HTTP: no 5xx, nothing invalid stored
// Sizes: STRESS_SUBMITS, STRESS_CONCURRENCY, STRESS_FUZZ_REQUESTS, STRESS_FUZZ_CONCURRENCY,
// STRESS_FUZZ_SEED; the database: DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test).
import { bundleServer } from '../build/server-bundle';
import { runDurability } from './stress/durability';
import { loadAverage } from './stress/figures';
import { runFuzz } from './stress/fuzz';

const runs = { durability: runDurability, fuzz: runFuzz };
type RunName = keyof typeof runs;
const isRunName = (name: string): name is RunName => Object.hasOwn(runs, name);

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !isRunName(name));
if (unknown.length > 0) {
  console.error(`Unknown run ${unknown.join(', ')}: the runs are ${Object.keys(runs).join(', ')}.`);
  process.exit(2);
}
const chosen = asked.length > 0 ? asked.filter(isRunName) : (Object.keys(runs) as RunName[]);

console.log(`Stress runs on Node ${process.version}; load average ${loadAverage()}`);
await bundleServer();
const failed: RunName[] = [];
for (const name of chosen) {
  try {
    if (!(await runs[name]())) failed.push(name);
  } catch (error) {
    // A run that could not start (no PostgreSQL, a server that did not serve) fails alone.
    console.error(`\n${name} stopped: ${error instanceof Error ? error.message : String(error)}`);
    failed.push(name);
  }
}
console.log(`\nLoad average at the end: ${loadAverage()}`);
if (failed.length > 0) {
  console.error(`Failed: ${failed.join(', ')} (see the figures above).`);
  process.exitCode = 1;
}
