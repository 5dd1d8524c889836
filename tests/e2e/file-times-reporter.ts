// Writes the seconds each browser test file took to the JSON file E2E_TIMES_FILE names, for
// scripts/cli/test-e2e.ts to print and to deal the next run's shards by.
import { writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import { fileTime } from '../summary-reporter.ts';

export default class FileTimesReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const target = process.env.E2E_TIMES_FILE;
    if (!target) return;
    const seconds = Object.fromEntries(
      testModules.map((testModule) => [
        basename(testModule.moduleId),
        Math.round(fileTime(testModule) / 1000),
      ]),
    );
    writeFileSync(target, JSON.stringify(seconds));
  }
}
