import { messages } from '../../../validators';
import { ApiError, fieldErrors } from '../../http/api-error';
import { staffAction, type StaffInput } from './staff-action';

interface SeoData extends StaffInput {
  path: string;
  title: string;
  description: string;
  canonical: string;
}

export const seoPathMessage = 'Enter a path that starts and ends with a slash, e.g. /about/.';
export const canonicalMessage = 'Enter a full address starting with https://.';

const pathSchema = { type: 'string', minLength: 1, maxLength: 200 } as const;

/** Adds or changes the SEO entry of a path: its title, description and canonical link. */
export const saveSeoEntry = staffAction('saveSeoEntry', {
  properties: {
    path: pathSchema,
    title: { type: 'string', minLength: 1, maxLength: 120 },
    description: { type: 'string', maxLength: 320 },
    canonical: { type: 'string', maxLength: 300 },
  },
  required: ['path', 'title', 'description', 'canonical'],
  async handle(input: SeoData, context) {
    const path = input.path.trim();
    if (!/^\/([\w.-]+\/)*$/.test(path)) throw fieldErrors({ path: seoPathMessage });
    const canonical = input.canonical.trim();
    if (canonical !== '' && !/^https:\/\/[^\s]+$/.test(canonical))
      throw fieldErrors({ canonical: canonicalMessage });
    const row = { title: input.title.trim(), description: input.description.trim(), canonical };
    await context.db
      .insertInto('seo_entries')
      .values({ path, ...row })
      .onConflict((c) => c.column('path').doUpdateSet(row))
      .execute();
    return { path };
  },
});

/** Removes a path's SEO entry: the page's own title and description apply again. */
export const deleteSeoEntry = staffAction('deleteSeoEntry', {
  properties: { path: pathSchema },
  required: ['path'],
  async handle(input: StaffInput & { path: string }, context) {
    const removed = await context.db
      .deleteFrom('seo_entries')
      .where('path', '=', input.path)
      .returning('path')
      .executeTakeFirst();
    if (removed === undefined) throw new ApiError(404, messages.nothingFound);
    return { path: input.path };
  },
});
