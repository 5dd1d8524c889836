// Once before the unit run: a migrated PGlite, dumped for every test database to start from
// (server/testing/migrated-pglite.ts). The file goes when the run ends.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pgliteTemplateVariable, writeMigratedPglite } from '../server/testing/migrated-pglite';

export default async function setup(): Promise<() => void> {
  const folder = mkdtempSync(join(tmpdir(), 'mba-pglite-template-'));
  const file = join(folder, 'migrated.tar');
  await writeMigratedPglite(file);
  // Set before the workers start, which take the run's environment.
  process.env[pgliteTemplateVariable] = file;
  return () => rmSync(folder, { recursive: true, force: true });
}
