import type { ApiActions } from '../action';
import { documents } from './documents';
import { sendDocument } from './send-document';

/** The download form (spec §3 "download form", §7): the documents offered, one by e-mail. */
export const download: ApiActions = { documents, sendDocument };
