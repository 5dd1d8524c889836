import type { ApiActions } from '../action';
import { copy } from './copy-download';
import { draft } from './draft';
import { step } from './step';
import { submit } from './submit';

/**
 * The form engine's api: each passed step, the submission (idempotent) and members' drafts.
 * The applicant's PDF copy (copy). Every answer, refusals included, carries the request's appId, formId and (for a step) step.
 */
export const application: ApiActions = {
  step: { ...step, echoFields: ['appId', 'formId', 'step'] },
  submit: { ...submit, echoFields: ['appId', 'formId'] },
  draft: { ...draft, echoFields: ['appId', 'formId'] },
  copy,
};
