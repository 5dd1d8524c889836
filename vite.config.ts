import { defineConfig } from 'vitest/config';
import SummaryReporter from './tests/summary-reporter.ts';
import LongestFirstSequencer from './tests/unit-sequencer.ts';

const include = [
  '{validators,plans,engine,forms,site,server,studio,tests,scripts}/**/*.test.{ts,tsx}',
];
const exclude = ['node_modules', 'dist', 'tests/e2e/**'];
// (Each project lists its own files: a project's lists are added to the root's it extends.)
// Tests that set process.env.TZ, which a worker thread cannot take: it is the process's.
const timeZoneTests = [
  'engine/validation/age-time-zone.test.ts',
  'validators/calendar/time-window.test.ts',
];

export default defineConfig({
  test: {
    exclude,
    environment: 'node',
    // Both cores: one worker each (vitest takes cores - 1 by default, one worker on two cores).
    maxWorkers: 2,
    testTimeout: 20_000,
    // A suite's set-up often opens a fresh PGlite database and migrates it: a few seconds, but past
    // vitest's 10 s on a 2-core machine running other suites beside it.
    hookTimeout: 30_000,
    reporters: ['default', new SummaryReporter()],
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // Worker threads start faster than forked processes: a measured run took 502 s
          // against 595 s, most of the difference in starting and importing 326 files.
          pool: 'threads',
          include,
          exclude: [...exclude, ...timeZoneTests],
          // Once before the files: a migrated PGlite for each test database to start from.
          globalSetup: ['tests/unit-global-setup.ts'],
        },
      },
      { extends: true, test: { name: 'time-zones', pool: 'forks', include: timeZoneTests } },
    ],
  },
});
