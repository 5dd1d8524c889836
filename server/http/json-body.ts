import type { FastifyInstance } from 'fastify';
import { parse } from 'secure-json-parse';
import { ApiError } from './api-error';

/** secure-json-parse's message for a `__proto__` or `constructor.prototype` key. */
const forbiddenKey = 'Object contains forbidden prototype property';

export const invalidJsonMessage = 'The request body is not valid JSON';
export const forbiddenKeyMessage =
  'The request body has a "__proto__" or "constructor.prototype" key, which is not allowed';

/**
 * JSON bodies parsed as Fastify's own parser does (secure-json-parse refuses the keys that could
 * pollute prototypes), with a message that says which: valid JSON with such a key is not
 * "not valid JSON".
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(new ApiError(400, invalidJsonMessage), undefined);
    try {
      done(null, parse(text, { protoAction: 'error', constructorAction: 'error' }));
    } catch (error) {
      const forbidden = error instanceof SyntaxError && error.message === forbiddenKey;
      done(new ApiError(400, forbidden ? forbiddenKeyMessage : invalidJsonMessage), undefined);
    }
  });
}
