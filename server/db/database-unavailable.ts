/**
 * Node's socket errors when the database host refuses, drops or never answers a connection:
 * a restart, a failover or a network fault, not a fault of the request.
 */
const socketErrorCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's SQLSTATEs of a server going away: admin_shutdown (57P01, pg_terminate_backend or
 * a fast shutdown), crash_shutdown (57P02), cannot_connect_now (57P03, starting or in recovery),
 * too_many_connections (53300). Class 08 (connection exceptions) is matched by its prefix.
 */
const serverGoneCodes = new Set(['57P01', '57P02', '57P03', '53300']);

/**
 * pg reports a connection that closes under it, or a pool that cannot connect in time, as plain
 * errors without a code; these are its own messages (pg/lib/client.js, pg-pool/index.js).
 */
const pgConnectionMessages = [
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
];

/** PGlite's own error once it has been closed, or after its Postgres failed and it shut down. */
const pgliteClosedMessage = 'PGlite is closed';

function isUnavailableError(error: object): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (socketErrorCodes.has(code) || serverGoneCodes.has(code) || code.startsWith('08')) {
      return true;
    }
  }
  if (error instanceof WebAssembly.RuntimeError) return true;
  if (!(error instanceof Error)) return false;
  return error.message === pgliteClosedMessage || pgConnectionMessages.includes(error.message);
}

/**
 * Whether an error means the database cannot be reached right now (rather than that a query was
 * wrong): the request is answered 503 and later ones succeed once the database is back. Errors
 * wrapped by ours (a migration's `cause`) and Node's AggregateError of several failed addresses
 * are looked through.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  if (isUnavailableError(error)) return true;
  if (error instanceof AggregateError && error.errors.length > 0) {
    return error.errors.every((inner: unknown) => isDatabaseUnavailable(inner, depth + 1));
  }
  return isDatabaseUnavailable((error as { cause?: unknown }).cause, depth + 1);
}
