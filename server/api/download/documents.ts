import { downloadableDocuments } from '../../../plans';
import { defineAction } from '../action';

/** The documents the download form offers (plans/ is Node only, so the form asks for them). */
export const documents = defineAction({
  methods: ['GET'],
  cacheable: true,
  schema: { type: 'object', additionalProperties: false, properties: {} },
  async handle() {
    return { documents: downloadableDocuments() };
  },
});
