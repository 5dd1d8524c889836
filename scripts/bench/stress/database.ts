// The stress runs' PostgreSQL: a fresh schema on the developer's local server, named for the run,
// created before the servers start and dropped at the end. The servers are told to work in it
// through their DATABASE_URL: its `options` parameter sets the connection's search_path, the
// same setting server/db/connect.ts gives the pool of a test's schema.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { dropSchema, migrateToLatest, openDatabase, type DatabaseHandle } from '../../../server';

export const defaultDatabaseUrl = 'postgres://postgres@127.0.0.1:5432/test';
const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** DATABASE_URL, or the local test server; refused unless it is on this machine. */
export function localDatabaseUrl(env: NodeJS.ProcessEnv = process.env): string {
  const url =
    env.DATABASE_URL !== undefined && env.DATABASE_URL !== ''
      ? env.DATABASE_URL
      : defaultDatabaseUrl;
  const host = new URL(url).hostname;
  if (!loopbackHosts.has(host)) {
    throw new Error(
      `The stress runs use a PostgreSQL server on this machine only; DATABASE_URL names ${host}.`,
    );
  }
  return url;
}

/** The URL with its connections' search_path set to `schema` (other parameters kept). */
export function withSearchPath(url: string, schema: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('options', `-c search_path=${schema}`);
  return parsed.href;
}

/** Whether a PostgreSQL server answers at the URL. */
export async function postgresReachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

export interface StressSchema {
  name: string;
  /** DATABASE_URL for the servers: the run's schema is their search_path. */
  serverUrl: string;
  /** The run's own connection to the schema, to read back what was stored. */
  handle: DatabaseHandle;
  /** Closes the connection and drops the schema with everything in it. */
  drop(): Promise<void>;
}

/**
 * A new schema, migrated here: two servers starting together on an empty schema would both
 * migrate it, and a lost race would stop one of them, which is not what the run measures.
 */
export async function freshSchema(url: string, run: string): Promise<StressSchema> {
  const name = `stress_${run}_${randomBytes(4).toString('hex')}`;
  const handle = await openDatabase({ url, schema: name, poolSize: 4 });
  try {
    await migrateToLatest(handle.db);
  } catch (error) {
    await handle.close();
    await dropSchema(url, name);
    throw error;
  }
  return {
    name,
    serverUrl: withSearchPath(url, name),
    handle,
    drop: async () => {
      await handle.close();
      await dropSchema(url, name);
    },
  };
}
