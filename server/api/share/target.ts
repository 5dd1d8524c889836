import { decodeShareData, messages } from '../../../validators';
import { ApiError } from '../../http/api-error';
import { defineAction } from '../action';
import { sharedPageOf } from './shared-target';

/**
 * What a /shareapp/{data}/ link opens, for its page: the form or plan, its title and path, and
 * the agent and UTM values it carries; nothingFound for damaged data or a target not served.
 */
export const target = defineAction({
  cacheable: true,
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['data'],
    properties: { data: { type: 'string', minLength: 1, maxLength: 1000 } },
  },
  async handle(input: { data: string }) {
    const shared = decodeShareData(input.data);
    const page = shared && sharedPageOf(shared);
    if (shared === undefined || page === undefined) throw new ApiError(404, messages.nothingFound);
    return { ...page, agent: shared.agent ?? null, utm: shared.utm ?? {} };
  },
});
