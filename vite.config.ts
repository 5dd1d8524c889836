import { defineConfig } from 'vitest/config';
import SummaryReporter from './tests/summary-reporter.ts';

export default defineConfig({
  test: {
    include: [
      '{validators,plans,engine,forms,site,server,studio,tests,scripts}/**/*.test.{ts,tsx}',
    ],
    exclude: ['node_modules', 'dist', 'tests/e2e/**'],
    environment: 'node',
    // Both cores: one worker each (vitest takes cores - 1 by default, one worker on two cores).
    maxWorkers: 2,
    // Once before the files: a migrated PGlite for each test database to start from.
    globalSetup: ['tests/unit-global-setup.ts'],
    testTimeout: 20_000,
    // A suite's set-up often opens a fresh PGlite database and migrates it: a few seconds, but past
    // vitest's 10 s on a 2-core machine running other suites beside it.
    hookTimeout: 30_000,
    reporters: ['default', new SummaryReporter()],
  },
});
