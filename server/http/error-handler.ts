import type { FastifyError, FastifyInstance } from 'fastify';
import { messages } from '../../validators';
import { busyRetryAfterSeconds, DatabaseBusyError } from '../db/connection-queue';
import { isDatabaseUnavailable } from '../db/database-unavailable';
import { ApiError } from './api-error';
import { invalidJsonMessage } from './json-body';

/** How long a client is asked to wait before trying again while the database is unreachable. */
export const databaseRetryAfterSeconds = 30;

/**
 * Failures become `{ message, errors? }` (plus an ApiError's own fields): the caller's mistakes keep their 4xx status,
 * a database that cannot be reached is a 503 with the spec's generic message (the pool connects
 * again by itself once it is back), anything else is a 500 with the request id and no detail,
 * logged in full.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    reply.header('cache-control', 'no-store');
    if (error instanceof ApiError) {
      return reply.code(error.status).send({
        ...error.fields,
        message: error.message,
        ...(error.errors === undefined ? {} : { errors: error.errors }),
      });
    }
    // Up but busy (a burst): asked to try again in a moment, not in half a minute.
    if (error instanceof DatabaseBusyError) {
      request.log.warn('every database connection stayed busy');
      return reply
        .code(503)
        .header('retry-after', String(busyRetryAfterSeconds))
        .send({ message: messages.genericApiError });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'the database is unreachable');
      return reply
        .code(503)
        .header('retry-after', String(databaseRetryAfterSeconds))
        .send({ message: messages.genericApiError });
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ message: clientMessage(error, status) });
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .code(500)
      .send({ message: messages.somethingWentWrong, requestId: String(request.id) });
  });

  app.setNotFoundHandler((_request, reply) => {
    reply.code(404).send({ message: messages.nothingFound });
  });
}

function clientMessage(error: FastifyError, status: number): string {
  if (status === 413) return 'The request is too large';
  if (status === 415) return 'Send the request body as application/json';
  if (
    error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
    error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
  ) {
    return invalidJsonMessage;
  }
  return messages.requestError;
}
