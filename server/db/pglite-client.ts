import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';

/**
 * PGlite's Postgres takes initdb's 128MB of shared buffers, which it clears at every start (a
 * quarter of a second of CPU here); the demo data and a test file's rows fit in far less.
 */
const sharedBuffers = '16MB';

/**
 * Boots the embedded PGlite: in memory, or persisted under `dataDir`. It is for development and
 * demos: relaxed durability (no wait for fsync), one connection. `from` is a data folder dumped by
 * PGlite (`dumpDataDir`) to start from, a migrated one say.
 */
export function startPglite(dataDir?: string, from?: Blob): Promise<PGlite> {
  if (dataDir !== undefined) mkdirSync(dataDir, { recursive: true });
  return PGlite.create({
    ...(dataDir !== undefined ? { dataDir } : {}),
    ...(from !== undefined ? { loadDataDir: from } : {}),
    relaxedDurability: true,
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`],
  });
}
