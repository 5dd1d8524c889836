import type { Reporter, TestModule } from 'vitest/node';

/** Closes a run with the plain 'N passed, N failed' line that CI reads in any language. */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const testModule of testModules) {
      for (const test of testModule.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed += 1;
        else if (state === 'failed') failed += 1;
        else skipped += 1;
      }
    }
    const line = `${passed} passed, ${failed} failed` + (skipped ? `, ${skipped} skipped` : '');
    process.stdout.write(`\nvitest: ${line}\n`);
  }
}
