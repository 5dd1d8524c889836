import { describe, expect, it } from 'vitest';
import { slowestFiles, summaryLine } from './summary-reporter';

/** A test file as the summary reads it: its state and its tests' states. */
const file = (state: 'passed' | 'failed' | 'skipped', tests: string[]) => ({
  state: () => state,
  children: { allTests: () => tests.map((test) => ({ result: () => ({ state: test }) })) },
});

describe('summaryLine', () => {
  it('counts the tests passed, failed and skipped', () => {
    expect(
      summaryLine([file('failed', ['passed', 'failed']), file('passed', ['passed', 'skipped'])]),
    ).toBe('2 passed, 1 failed, 1 skipped');
  });

  it('says so when a file failed outside its tests, its set-up timed out say', () => {
    expect(summaryLine([file('failed', ['skipped', 'skipped']), file('passed', ['passed'])])).toBe(
      '1 passed, 0 failed, 2 skipped, 1 file(s) failed outside tests',
    );
  });

  it('counts errors thrown outside any test', () => {
    expect(summaryLine([file('passed', ['passed'])], [new Error('late')])).toBe(
      '1 passed, 0 failed, 1 unhandled error(s)',
    );
  });
});

describe('slowestFiles', () => {
  /** A test file with its import and test times, in ms. */
  const timed = (name: string, collectDuration: number, duration: number) => ({
    relativeModuleId: name,
    diagnostic: () => ({
      collectDuration,
      duration,
      environmentSetupDuration: 0,
      setupDuration: 0,
    }),
  });

  it('lists the slowest files first, each with its import and test times, up to the count', () => {
    expect(
      slowestFiles(
        [timed('a.test.ts', 100, 900), timed('b.test.ts', 1500, 1000), timed('c.test.ts', 0, 50)],
        2,
      ),
    ).toEqual([
      '   2.5 s  b.test.ts (import 1.5 s, tests 1.0 s)',
      '   1.0 s  a.test.ts (import 0.1 s, tests 0.9 s)',
    ]);
  });
});
