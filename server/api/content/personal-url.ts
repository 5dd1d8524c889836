import { messages } from '../../../validators';
import { ApiError } from '../../http/api-error';
import { defineAction } from '../action';

interface PersonalUrlData {
  purlId: string;
}

/** Spec §3 personal URL store: where a personal URL leads. */
export const personalUrl = defineAction({
  cacheable: true,
  schema: {
    type: 'object',
    required: ['purlId'],
    properties: { purlId: { type: 'string', minLength: 1, maxLength: 100 } },
  },
  async handle(data: PersonalUrlData, context) {
    const row = await context.db
      .selectFrom('personal_urls')
      .select(['purl_id', 'redirect_url'])
      .where('purl_id', '=', data.purlId)
      .executeTakeFirst();
    if (row === undefined) throw new ApiError(404, messages.nothingFound);
    return { redirectUrl: row.redirect_url, purlId: row.purl_id };
  },
});
