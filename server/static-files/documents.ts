import type { FastifyInstance } from 'fastify';
import { messages } from '../../validators';
import { documentPdf } from './document-pdf';

/**
 * GET /documents/...pdf: the plan documents the catalogue links to, as specimens from plans/,
 * and the fillable beneficiary designation form.
 */
export function registerDocuments(app: FastifyInstance): void {
  app.get('/documents/*', async (request, reply) => {
    const bytes = await documentPdf(request.url.split('?')[0] ?? '');
    if (bytes === undefined) return reply.code(404).send({ message: messages.nothingFound });
    return reply
      .header('content-type', 'application/pdf')
      .header('cache-control', 'public, max-age=86400')
      .send(Buffer.from(bytes));
  });
}
