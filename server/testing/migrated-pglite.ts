// A migrated PGlite for each test that needs one, without migrating it again each time: the unit
// run migrates one PGlite once (tests/unit-global-setup.ts), dumps its data folder to a file and
// names it in MBA_TEST_PGLITE_TEMPLATE; each test database starts from a copy of that folder.
// Migrating PGlite takes seconds of CPU; loading the copy, a fraction of that.
import { readFileSync, writeFileSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { startPglite } from '../db/pglite-client';

/** The environment variable naming the dumped data folder of a migrated PGlite. */
export const pgliteTemplateVariable = 'MBA_TEST_PGLITE_TEMPLATE';

/** Migrates a fresh in-memory PGlite and writes its data folder, dumped, to `file`. */
export async function writeMigratedPglite(file: string): Promise<void> {
  const pglite = await startPglite();
  const handle = await openDatabase({ pglite: Promise.resolve(pglite) });
  try {
    await migrateToLatest(handle.db);
    const dump = await pglite.dumpDataDir('none');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await handle.close();
  }
}

/**
 * An in-memory PGlite, starting from the migrated template when the run made one (migrations
 * that came after it are still run by the caller's `migrateToLatest`), else empty.
 */
export function startTestPglite(): Promise<PGlite> {
  const template = process.env[pgliteTemplateVariable];
  if (!template) return startPglite();
  return startPglite(undefined, new Blob([readFileSync(template)]));
}
