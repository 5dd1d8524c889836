// The seconds each unit test file took in the last whole run, kept in unit-file-weights.json: the
// run starts the longest files first (tests/unit-sequencer.ts), so no long file is left to run
// alone at the end while the other worker waits.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const weightsFile = join(import.meta.dirname, 'unit-file-weights.json');

const about =
  'Seconds each unit test file took in the last whole `npm run test:unit` (its import and its tests), used to start the longest first (tests/unit-sequencer.ts). A whole run that passed writes it; a file not listed counts as the median.';

/** The seconds of each file by its path from the project root; empty when there is no file. */
export function unitFileWeights(): Record<string, number> {
  try {
    const parsed = JSON.parse(readFileSync(weightsFile, 'utf8')) as { seconds?: unknown };
    return typeof parsed.seconds === 'object' && parsed.seconds !== null
      ? (parsed.seconds as Record<string, number>)
      : {};
  } catch {
    return {};
  }
}

/** Writes the seconds of a whole run, to the tenth, in path order. */
export function writeUnitFileWeights(seconds: Record<string, number>): void {
  const sorted = Object.fromEntries(
    Object.entries(seconds)
      .map(([file, value]) => [file, Math.round(value * 10) / 10] as const)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
  writeFileSync(weightsFile, `${JSON.stringify({ about, seconds: sorted }, null, 2)}\n`);
}

/** `files` ordered longest first by `seconds`; a file not listed counts as the median. */
export function longestFirst<T>(
  files: readonly T[],
  pathOf: (file: T) => string,
  seconds: Record<string, number>,
): T[] {
  const known = Object.values(seconds).sort((a, b) => a - b);
  const median = known[Math.floor(known.length / 2)] ?? 0;
  const weightOf = (file: T) => seconds[pathOf(file)] ?? median;
  return [...files].sort((a, b) => weightOf(b) - weightOf(a) || pathOf(a).localeCompare(pathOf(b)));
}
