// Second public face of server/: what `npm start` sets going before the rest of the server loads.
// It imports PGlite and nothing of the server's larger parts (Fastify, Kysely, the apis).
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { dataDirOf } from './data-dir';
import { startPglite } from './db/pglite-client';

/**
 * Starts booting the embedded database `startServer` would open (none when DATABASE_URL is set),
 * so that its WebAssembly compiles and its Postgres starts while the server's modules load.
 */
export function bootEmbeddedDatabase(
  env: NodeJS.ProcessEnv = process.env,
  root = process.cwd(),
): Promise<PGlite> | undefined {
  if (env.DATABASE_URL) return undefined;
  return startPglite(join(dataDirOf(env, root), 'pglite'));
}
