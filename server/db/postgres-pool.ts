import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type { Pool, PoolClient, PoolConfig } from 'pg';
import { ConnectionQueue } from './connection-queue';
import { isDatabaseUnavailable } from './database-unavailable';

/**
 * How long a request waits for a new PostgreSQL connection to open before its query fails (and
 * the request is answered 503): a database that is down must not hold requests until they time
 * out. The wait for a connection in use by others is the ConnectionQueue's.
 */
export const connectionTimeoutMs = 5_000;

/** An idle pooled connection is closed after this long, so a quiet server holds few. */
export const idleTimeoutMs = 30_000;

export interface PostgresPoolOptions {
  url: string;
  size: number;
  /** How long a request waits for a connection others use; connectionQueueWaitMs by default. */
  waitMs?: number;
  /** The session's search_path, e.g. one schema per test file. */
  schema?: string;
  /** The name the connections show in pg_stat_activity. */
  applicationName: string;
  /** Told of an idle connection that failed; the pool has already dropped it. */
  onConnectionError?: (error: Error) => void;
}

/** `pg` loads only when PostgreSQL is used: a PGlite start does without it. */
export async function postgresDriver() {
  const { default: pg } = await import('pg');
  return pg;
}

/**
 * A pg pool that outlives its database: a restart, failover or pg_terminate_backend ends its
 * connections without ending the process, and new ones are made when the database is back.
 * `end` closes it.
 */
export async function postgresPool(options: PostgresPoolOptions): Promise<PostgresPool> {
  const pg = await postgresDriver();
  const config: PoolConfig = {
    connectionString: options.url,
    max: options.size,
    connectionTimeoutMillis: connectionTimeoutMs,
    idleTimeoutMillis: idleTimeoutMs,
    // TCP keep-alive notices a database host that vanished without closing the connection.
    keepAlive: true,
    application_name: options.applicationName,
    ...(options.schema !== undefined ? { options: `-c search_path=${options.schema}` } : {}),
  };
  const pool = new pg.Pool(config);
  survivesConnectionErrors(pool, options.onConnectionError);
  const queue = new ConnectionQueue(options.size, options.waitMs);
  return {
    connect: async () => {
      await queue.take();
      try {
        return new LentConnection(await pool.connect(), () => queue.give());
      } catch (error) {
        queue.give();
        throw error;
      }
    },
    end: () => pool.end(),
  };
}

/**
 * A connection that fails emits 'error', which Node turns into a crash when nobody listens. The
 * pool re-emits an idle connection's failure on itself; a connection in use emits it on itself
 * while the query it runs rejects with the same error (and its request is answered 503), so
 * that listener only keeps the process alive.
 */
function survivesConnectionErrors(pool: Pool, report?: (error: Error) => void): void {
  pool.on('error', (error) => report?.(error));
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
}

/**
 * A connection lent to Kysely. When a query fails because the connection broke (PostgreSQL
 * ended the session: the error arrives before the socket closes), it goes back to the pool
 * marked broken, and the pool closes it instead of lending it to the next request.
 */
class LentConnection implements PostgresPoolClient {
  #broken = false;

  constructor(
    private readonly client: PoolClient,
    private readonly returned: () => void,
  ) {}

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(
    statement: string | PostgresCursor<R>,
    parameters: ReadonlyArray<unknown> = [],
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    const kyselyView: PostgresPoolClient = this.client;
    if (typeof statement !== 'string') return kyselyView.query(statement);
    return kyselyView.query<R>(statement, parameters).catch((error: unknown) => {
      if (isDatabaseUnavailable(error)) this.#broken = true;
      throw error;
    });
  }

  release(): void {
    this.client.release(this.#broken);
    this.returned();
  }
}
