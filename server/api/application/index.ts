import type { ApiActions } from '../action';
import { claim } from './claim';
import { copy } from './copy-download';
import { draft } from './draft';
import { drafts } from './member-drafts';
import { resume } from './resume';
import { resumeLink } from './resume-link';
import { save } from './save';
import { step } from './step';
import { submit } from './submit';

/**
 * The form engine's api: each passed step, the submission (idempotent), members' drafts,
 * save and finish later (save, resume by the e-mailed link, a fresh link) and the applicant's
 * PDF copy (copy). Every answer, refusals included, carries the request's appId, formId and
 * (for a step) step. A member claims an application sent without logging in (claim).
 */
export const application: ApiActions = {
  step: { ...step, echoFields: ['appId', 'formId', 'step'] },
  submit: { ...submit, echoFields: ['appId', 'formId'] },
  draft: { ...draft, echoFields: ['appId', 'formId'] },
  drafts,
  save: { ...save, echoFields: ['appId', 'formId'] },
  resume,
  resumeLink,
  copy,
  claim,
};
