import { findState, messages } from '../../../validators';
import { ApiError } from '../../http/api-error';
import { defineAction } from '../action';

interface CertificatesData {
  appId: string;
  state?: string;
}

/**
 * The certificates page (/certificates/{appId}/{state}/): a product's certificate and rider
 * documents for a state, one list per set (a term, a Level Term plan). Without a state, just the
 * product, so the page can ask for one.
 */
export const certificates = defineAction({
  cacheable: true,
  schema: {
    type: 'object',
    required: ['appId'],
    properties: {
      appId: { type: 'string', minLength: 1, maxLength: 60 },
      state: { type: 'string', maxLength: 10 },
    },
  },
  async handle(data: CertificatesData) {
    // plans/ (with pdf-lib) loads on the first request, not at the server's start, as for documents.
    const { certificateProductFor, certificateSetsFor } = await import('../../../plans');
    const product = certificateProductFor(data.appId);
    if (!product) throw new ApiError(404, messages.nothingFound);
    const state = data.state ? findState(data.state.trim().toUpperCase()) : undefined;
    if (data.state && !state) throw new ApiError(404, messages.nothingFound);
    return {
      product: { id: product.id, name: product.name },
      state: state ? { code: state.code, name: state.name } : null,
      sets: state
        ? certificateSetsFor(product.id, state.code).map((set) => ({
            title: set.title,
            documents: set.documents.map((document) => ({
              label: document.label,
              link: document.link,
              kind: document.kind,
              specimen: document.file === undefined,
            })),
          }))
        : [],
    };
  },
});
