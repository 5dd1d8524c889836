import type { ApiActions } from '../action';
import { draft } from './draft';
import { step } from './step';
import { submit } from './submit';

/** The form engine's api: each passed step, the submission (idempotent) and members' drafts. */
export const application: ApiActions = { step, submit, draft };
