import type { ApiActions } from '../action';
import { draft } from './draft';
import { answeringFormKeys } from './form-keys';
import { step } from './step';
import { submit } from './submit';

/** The form engine's api: each passed step, the submission (idempotent) and members' drafts. */
export const application: ApiActions = {
  step: answeringFormKeys(step),
  submit: answeringFormKeys(submit),
  draft: answeringFormKeys(draft),
};
