import type { ApiActions } from '../action';
import { sendDocument } from './send-document';

/** The download form (spec §3 "download form", §7): a form or brochure by e-mail. */
export const download: ApiActions = { sendDocument };
