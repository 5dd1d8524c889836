import type { FastifyInstance } from 'fastify';

/**
 * GET /search/?q=words: the header's search form sent without the app (before it starts or
 * without JavaScript) leads to the search page of those words, /search/words/.
 */
export function registerSearchRedirect(app: FastifyInstance): void {
  app.get('/search/', async (request, reply) => {
    const q = (request.query as Record<string, unknown>).q;
    const term = typeof q === 'string' ? q.trim().slice(0, 100) : '';
    return reply.redirect(term === '' ? '/' : `/search/${encodeURIComponent(term)}/`, 302);
  });
}
