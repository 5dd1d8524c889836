import type { FastifyError, FastifyInstance } from 'fastify';
import { messages } from '../../validators';
import { ApiError } from './api-error';
import { invalidJsonMessage } from './json-body';

/**
 * Failures become `{ message, errors? }` (plus an ApiError's own fields): the caller's mistakes keep their 4xx status, anything
 * else is a 500 with the request id and no detail, logged in full.
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
