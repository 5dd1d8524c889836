import type { ApiActions } from '../action';
import { benchmark } from './benchmark';
import { application } from './share-application';
import { target } from './target';

/**
 * The share-app and benchmark e-mails (spec §3 "Email flags", §7): links sent by e-mail, and
 * what such a link opens.
 */
export const share: ApiActions = { application, benchmark, target };
