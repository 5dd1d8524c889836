// Browser tests: the built site served by the real server, driven in Debian's Chromium.
import { defineConfig } from 'vitest/config';
import FileTimesReporter from './file-times-reporter.ts';

export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.test.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    environment: 'node',
    reporters: ['default', new FileTimesReporter()],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // A page's answer to a click can take more than a second on a busy CI machine.
    expect: { poll: { timeout: 5_000 } },
    // One browser and one server for all files, so files run one after another.
    fileParallelism: false,
    // The files share the shard's one worker and its modules (the catalogue, the engine): each
    // file importing them afresh cost a shard about a minute. No helper keeps state between files.
    isolate: false,
    // The accessibility suite checks its routes a few at a time: two, as a CI machine has two
    // cores and the other shard runs beside it (five made a long page wait past its limit).
    maxConcurrency: 2,
  },
});
