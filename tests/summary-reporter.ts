import { relative } from 'node:path';
import type { Reporter, SerializedError, TestModule, Vitest } from 'vitest/node';
import { writeUnitFileWeights } from './unit-file-weights.ts';

/** What the summary reads of a test file: its state and its tests' states. */
type ModuleLike = Pick<TestModule, 'state'> & {
  children: { allTests(): Iterable<{ result(): { state: string } }> };
};

/**
 * The plain 'N passed, N failed' line that CI reads in any language. A file that failed outside
 * its tests (a set-up that threw or timed out leaves its tests skipped) and an error thrown outside
 * any test are counted too: the line never says 0 failed of a run that failed.
 */
export function summaryLine(
  testModules: ReadonlyArray<ModuleLike>,
  unhandledErrors: ReadonlyArray<unknown> = [],
): string {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  let filesFailedOutsideTests = 0;
  for (const testModule of testModules) {
    let failedHere = 0;
    for (const test of testModule.children.allTests()) {
      const state = test.result().state;
      if (state === 'passed') passed += 1;
      else if (state === 'failed') failedHere += 1;
      else skipped += 1;
    }
    failed += failedHere;
    if (testModule.state() === 'failed' && failedHere === 0) filesFailedOutsideTests += 1;
  }
  return (
    `${passed} passed, ${failed} failed` +
    (skipped ? `, ${skipped} skipped` : '') +
    (filesFailedOutsideTests ? `, ${filesFailedOutsideTests} file(s) failed outside tests` : '') +
    (unhandledErrors.length ? `, ${unhandledErrors.length} unhandled error(s)` : '')
  );
}

/** What the slowest-files list reads of a test file: its name and its times. */
type TimedModule = Pick<TestModule, 'relativeModuleId'> & {
  diagnostic(): Pick<
    ReturnType<TestModule['diagnostic']>,
    'duration' | 'collectDuration' | 'environmentSetupDuration' | 'setupDuration'
  >;
};

/** A file's whole time in its worker: its environment, set-up, imports and tests. */
export function fileTime(testModule: TimedModule): number {
  const times = testModule.diagnostic();
  return (
    times.environmentSetupDuration + times.setupDuration + times.collectDuration + times.duration
  );
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`.padStart(8);

/**
 * The `count` slowest test files, slowest first, a line each: the file's whole time, then how much
 * of it went to importing the file (its modules and suite callbacks) and how much to its tests.
 */
export function slowestFiles(testModules: ReadonlyArray<TimedModule>, count = 10): string[] {
  return [...testModules]
    .sort((a, b) => fileTime(b) - fileTime(a))
    .slice(0, count)
    .map((testModule) => {
      const { collectDuration, duration } = testModule.diagnostic();
      return `${seconds(fileTime(testModule))}  ${testModule.relativeModuleId} (import ${seconds(collectDuration).trim()}, tests ${seconds(duration).trim()})`;
    });
}

/**
 * Closes a run with its ten slowest files and the summary line. A whole run that passed (every
 * file, no name filter) also writes each file's time, for the next run to start the longest first.
 */
export default class SummaryReporter implements Reporter {
  private vitest: Vitest | undefined;

  onInit(vitest: Vitest): void {
    this.vitest = vitest;
  }

  async onTestRunEnd(
    testModules: ReadonlyArray<TestModule>,
    unhandledErrors: ReadonlyArray<SerializedError>,
  ): Promise<void> {
    const slowest = slowestFiles(testModules);
    if (slowest.length > 0) process.stdout.write(`\nslowest test files:\n${slowest.join('\n')}\n`);
    process.stdout.write(`\nvitest: ${summaryLine(testModules, unhandledErrors)}\n`);
    const vitest = this.vitest;
    if (vitest === undefined || !(await isWholePassingRun(vitest, testModules, unhandledErrors)))
      return;
    const root = vitest.config.root;
    writeUnitFileWeights(
      Object.fromEntries(
        testModules.map((testModule) => [
          relative(root, testModule.moduleId),
          fileTime(testModule) / 1000,
        ]),
      ),
    );
  }
}

/** Every test file ran, with no test left out by name, and all passed. */
async function isWholePassingRun(
  vitest: Vitest,
  testModules: ReadonlyArray<TestModule>,
  unhandledErrors: ReadonlyArray<unknown>,
): Promise<boolean> {
  if (unhandledErrors.length > 0 || vitest.config.testNamePattern !== undefined) return false;
  if (testModules.some((testModule) => testModule.state() !== 'passed')) return false;
  return (await vitest.globTestSpecifications()).length === testModules.length;
}
