import { defineConfig } from 'vitest/config';
import SummaryReporter from './tests/summary-reporter.ts';

export default defineConfig({
  test: {
    include: [
      '{validators,plans,engine,forms,site,server,studio,tests,scripts}/**/*.test.{ts,tsx}',
    ],
    exclude: ['node_modules', 'dist', 'tests/e2e/**'],
    environment: 'node',
    testTimeout: 20_000,
    reporters: ['default', new SummaryReporter()],
  },
});
