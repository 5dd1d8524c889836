import type { Reporter, SerializedError, TestModule } from 'vitest/node';

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

/** Closes a run with the summary line. */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(
    testModules: ReadonlyArray<TestModule>,
    unhandledErrors: ReadonlyArray<SerializedError>,
  ): void {
    process.stdout.write(`\nvitest: ${summaryLine(testModules, unhandledErrors)}\n`);
  }
}
