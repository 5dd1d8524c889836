import type { FastifyInstance } from 'fastify';
import { messages } from '../../validators';

/**
 * GET /documents/...pdf: the plan documents the catalogue links to, as specimens from plans/,
 * and the fillable beneficiary designation form.
 * plans/ (with pdf-lib) loads on the first document asked for, not at the server's start.
 */
export function registerDocuments(app: FastifyInstance): void {
  app.get('/documents/*', async (request, reply) => {
    const link = request.url.split('?')[0] ?? '';
    const { beneficiaryDesignationLink, beneficiaryDesignationPdf, specimenPdf } =
      await import('../../plans');
    const bytes =
      link === beneficiaryDesignationLink
        ? await beneficiaryDesignationPdf()
        : link.endsWith('.pdf')
          ? await specimenPdf(decodeURI(link))
          : undefined;
    if (bytes === undefined) return reply.code(404).send({ message: messages.nothingFound });
    return reply
      .header('content-type', 'application/pdf')
      .header('cache-control', 'public, max-age=86400')
      .send(Buffer.from(bytes));
  });
}
