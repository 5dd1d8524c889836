import type { FormData, FormDefinition } from '../definition/types';
import type { SubmitResult } from '../machine/create-step-machine';
import { isRecord } from '../../validators';

/** The site's transport: one call of the single endpoint (api, action, data) → the JSON answer. */
export type ApiCall = (
  api: string,
  action: string,
  data: Record<string, unknown>,
) => Promise<unknown>;

export interface MemberCredentials {
  memberId: string;
  memberToken: string;
}

/** The server's submit answer, checked before the confirmation shows it. */
export function toSubmitResult(answer: unknown): SubmitResult {
  if (
    isRecord(answer) &&
    typeof answer.applicationId === 'string' &&
    typeof answer.referenceNumber === 'string' &&
    typeof answer.status === 'string'
  ) {
    return {
      applicationId: answer.applicationId,
      referenceNumber: answer.referenceNumber,
      status: answer.status,
    };
  }
  throw new Error('The application answer is not valid');
}

/** FormWizard's `saveStep` and `submit` over api `application` (actions `step` and `submit`). */
export function applicationApi(
  call: ApiCall,
  definition: FormDefinition,
  member?: MemberCredentials,
) {
  const { appId, formId } = definition;
  return {
    saveStep: (step: string, data: FormData, idempotencyKey?: string) =>
      call('application', 'step', { appId, formId, step, data, idempotencyKey, ...member }),
    // The signature typed on the review goes with the answers when the form asks for one.
    submit: async (data: FormData, idempotencyKey: string, signature?: string) =>
      toSubmitResult(
        await call('application', 'submit', {
          appId,
          formId,
          data,
          idempotencyKey,
          ...(signature === undefined ? {} : { signature }),
          ...member,
        }),
      ),
    draft: (credentials: MemberCredentials) =>
      call('application', 'draft', { appId, formId, ...credentials }),
  };
}
