import type { ApiActions } from '../action';
import { benchmark } from './benchmark';
import { application } from './share-application';

/** The share-app and benchmark e-mails (spec §3 "Email flags", §7): links sent by e-mail. */
export const share: ApiActions = { application, benchmark };
