import type { ApiActions } from '../action';
import { sendMessage } from './send-message';

/** The public site's contact form (spec §3 "contact form", §9 channels). */
export const contact: ApiActions = { sendMessage };
