import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '../../validators';

/**
 * Errors Fastify meets before any route runs (a URL that does not decode, such as /%zz/):
 * answered as every other refusal is, { message } in our words, not Fastify's own body with its
 * error code and the URL echoed back.
 */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status =
    typeof error.statusCode === 'number' && error.statusCode < 500 ? error.statusCode : 400;
  void reply
    .code(status)
    .header('cache-control', 'no-store')
    .send({ message: messages.requestError });
}
