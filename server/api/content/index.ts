import type { ApiActions } from '../action';
import { alert } from './alert';
import { certificates } from './certificates';
import { personalUrl } from './personal-url';
import { seo } from './seo';

/** Site content: alert bar, SEO entries, personal URLs (in the database), certificates by state. */
export const content: ApiActions = { alert, certificates, seo, personalUrl };
