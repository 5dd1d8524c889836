import type { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { startPglite } from './pglite-client';
import { pgliteDialect } from './pglite-dialect';
import { postgresDriver, postgresPool } from './postgres-pool';
import type { Database } from './schema';

export interface DatabaseOptions {
  /** A PostgreSQL connection string; without it the embedded PGlite is used. */
  url?: string;
  /** Where PGlite keeps its files; omitted means in memory. */
  dataDir?: string;
  /** A PGlite already booting (`startPglite`), used instead of starting one. */
  pglite?: Promise<PGlite>;
  /** PostgreSQL only: the schema to work in (created when missing), e.g. one per test file. */
  schema?: string;
  /** PostgreSQL only: the pool size. */
  poolSize?: number;
  /** PostgreSQL only: how long a request waits for a connection in use (connection-queue.ts). */
  connectionWaitMs?: number;
  /**
   * PostgreSQL only: told of a pooled connection that failed while idle (the server restarted,
   * failed over, or ended it). The pool drops it and opens a new one when next needed.
   */
  onConnectionError?: (error: Error) => void;
  /** PostgreSQL only: the name the connections show in pg_stat_activity. */
  applicationName?: string;
}

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const schemaName = /^[a-z_][a-z0-9_]{0,62}$/;

/** Opens the database: PostgreSQL through `pg` when a URL is given, embedded PGlite otherwise. */
export async function openDatabase(options: DatabaseOptions = {}): Promise<DatabaseHandle> {
  if (options.url !== undefined && options.url !== '') return openPostgres(options.url, options);
  // Not awaited: the first query waits for PGlite, so a caller can build the server meanwhile.
  const client = options.pglite ?? startPglite(options.dataDir);
  // Its failure is the first query's error; until then it is no unhandled rejection.
  const started = client.then(
    (pglite) => pglite,
    () => undefined,
  );
  const db = new Kysely<Database>({ dialect: pgliteDialect(client) });
  const close = async () => {
    await db.destroy();
    // Kysely closes the client only when a query ran; one that failed to start has nothing to close.
    const pglite = await started;
    if (pglite !== undefined && !pglite.closed) await pglite.close();
  };
  return { db, kind: 'pglite', close };
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<DatabaseHandle> {
  const schema = options.schema;
  if (schema !== undefined && !schemaName.test(schema)) {
    throw new Error(`Invalid schema name: ${schema}`);
  }
  const pool = await postgresPool({
    url,
    size: options.poolSize ?? 10,
    ...(options.connectionWaitMs !== undefined ? { waitMs: options.connectionWaitMs } : {}),
    applicationName: options.applicationName ?? 'mba-server',
    ...(schema !== undefined ? { schema } : {}),
    ...(options.onConnectionError ? { onConnectionError: options.onConnectionError } : {}),
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  if (schema !== undefined) {
    await sql`create schema if not exists ${sql.id(schema)}`.execute(db);
  }
  return { db, kind: 'postgres', close: () => db.destroy() };
}

/** Drops a schema made by `openDatabase({ schema })`; tests call it when they are done. */
export async function dropSchema(url: string, schema: string): Promise<void> {
  if (!schemaName.test(schema)) throw new Error(`Invalid schema name: ${schema}`);
  const pg = await postgresDriver();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`drop schema if exists "${schema}" cascade`);
  } finally {
    await client.end();
  }
}
