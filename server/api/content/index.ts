import type { ApiActions } from '../action';
import { alert } from './alert';
import { personalUrl } from './personal-url';
import { seo } from './seo';

/** Site content kept in the database: alert bar, SEO entries, personal URLs. */
export const content: ApiActions = { alert, seo, personalUrl };
