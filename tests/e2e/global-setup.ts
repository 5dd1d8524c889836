// Builds the site (unless E2E_SKIP_BUILD=1), starts the real server on a fresh data folder and
// hands its URL and outbox folder to the tests.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer } from '../../server';
import { buildSiteUnlessSkipped } from './site-build';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    outboxDir: string;
  }
}

const root = resolve(import.meta.dirname, '../..');

/** The scholarship program takes applications during the browser tests (spec §9 period moved). */
function scholarshipPeriodAroundToday(): Record<string, string> {
  const local = (days: number) =>
    new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 'YYYY-MM-DDTHH:mm'.length);
  return { SCHOLARSHIP_START: local(-1), SCHOLARSHIP_END: local(30) };
}

export default async function setup(project: TestProject) {
  buildSiteUnlessSkipped(root);
  const dataDir = mkdtempSync(join(tmpdir(), 'mba-e2e-'));
  const port = Number(process.env.E2E_PORT ?? 3217);
  const server = await startServer({
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      NODE_ENV: 'test',
      // Every browser test applies from this one address, far more than 20 an hour, and many
      // with the same sample e-mail address, whose receipts the tests read.
      SUBMITS_PER_ADDRESS_HOUR: '100000',
      RECEIPTS_PER_ADDRESS_HOUR: '100000',
      ...scholarshipPeriodAroundToday(),
    },
    root,
    port,
    host: '127.0.0.1',
    log: false,
  });
  project.provide('baseUrl', `http://localhost:${port}`);
  project.provide('outboxDir', join(dataDir, 'outbox'));
  return async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
