import type { FastifyInstance } from 'fastify';
import { loggedPath } from './logged-path';
import { requestLabels } from './request-labels';

/**
 * One line per request. The query string and a resume link's token are left out on purpose
 * (loggedPath): logs never hold a token. The line holds only the fields below (names of known apis
 * and actions, the path, status and time), so it skips the redaction pass that every other log
 * line gets: that pass cost more than writing the line.
 */
export function registerRequestLog(app: FastifyInstance): void {
  const lines = app.log.child({}, { redact: [] });
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', String(request.id));
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    const { api, action } = requestLabels(request);
    lines.info(
      {
        reqId: request.id,
        api,
        action,
        method: request.method,
        path: loggedPath(request.url),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
    done();
  });
}
