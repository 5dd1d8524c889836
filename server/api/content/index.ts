import type { ApiActions } from '../action';
import { alert } from './alert';
import { certificates } from './certificates';
import { contentLists } from './content-lists';
import { personalUrl } from './personal-url';
import { search } from './search';
import { seo } from './seo';

/**
 * Site content: alert bar, SEO entries, personal URLs (in the database), certificates by state,
 * and the content files of content/ with their search (issue 23).
 */
export const content: ApiActions = {
  alert,
  certificates,
  seo,
  personalUrl,
  ...contentLists,
  search,
};
