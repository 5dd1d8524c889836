import type { FastifyInstance } from 'fastify';
import { requestLabels } from './request-labels';

/**
 * One line per request. The query string is left out on purpose: GET calls carry memberToken
 * there, and logs never hold a token.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        ...requestLabels(request),
        method: request.method,
        path: request.url.split('?')[0],
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', String(request.id));
  });
}
