import type { FormData, ServerDraft, SubmitResult } from '../../engine';
import { runRequest } from '../api';
import { userStore } from '../stores';

interface FormKey {
  readonly appId: string;
  readonly formId: string;
}

/** A logged-in member's applications carry their credentials (API contract). */
function memberCredentials(): Record<string, string> {
  const auth = userStore.getState().auth;
  return auth ? { memberId: auth.memberId, memberToken: auth.memberToken } : {};
}

function newIdempotencyKey(): string {
  return crypto.randomUUID().replace(/-/g, '');
}

function isSubmitResult(body: unknown): body is SubmitResult {
  if (typeof body !== 'object' || body === null) return false;
  const { applicationId, referenceNumber, status } = body as Partial<SubmitResult>;
  return (
    typeof applicationId === 'string' &&
    typeof referenceNumber === 'string' &&
    typeof status === 'string'
  );
}

/** Submits an application once: retries of the same answers reuse the idempotency key. */
export function applicationSubmitter(key: FormKey) {
  let idempotencyKey = newIdempotencyKey();
  let sentData = '';
  return async (data: FormData): Promise<SubmitResult> => {
    const serialised = JSON.stringify(data);
    if (serialised !== sentData) {
      idempotencyKey = newIdempotencyKey();
      sentData = serialised;
    }
    const result = await runRequest({
      api: 'application',
      action: 'submit',
      data: { ...key, data, idempotencyKey, ...memberCredentials() },
      validate: isSubmitResult,
    });
    if (!result.ok) throw new Error(result.message);
    return result.data;
  };
}

export function stepSaver(key: FormKey) {
  return async (step: string, data: FormData): Promise<unknown> => {
    const result = await runRequest({
      api: 'application',
      action: 'step',
      data: { ...key, step, data, ...memberCredentials() },
    });
    if (!result.ok) throw new Error(result.message);
    return result.data;
  };
}

interface DraftAnswer {
  data: FormData;
  passedSteps: string[];
  updatedAt: string;
}

/** The server's answer: a draft, or `data: null` when the member has none of this form. */
type DraftReply = DraftAnswer | { data: null };

function isDraftReply(body: unknown): body is DraftReply {
  if (typeof body !== 'object' || body === null) return false;
  const { data, passedSteps, updatedAt } = body as { data?: unknown } & Partial<DraftAnswer>;
  if (data === null) return true;
  return (
    typeof data === 'object' &&
    Array.isArray(passedSteps) &&
    passedSteps.every((step) => typeof step === 'string') &&
    typeof updatedAt === 'string' &&
    !Number.isNaN(Date.parse(updatedAt))
  );
}

/**
 * A logged-in member's draft of the form saved on the server (from another device, say); none
 * for a visitor, when there is none, or when it cannot be had: the form then starts as it would.
 */
export async function memberDraft(key: FormKey): Promise<ServerDraft | undefined> {
  const credentials = memberCredentials();
  if (!credentials.memberId) return undefined;
  const result = await runRequest({
    api: 'application',
    action: 'draft',
    data: { ...key, ...credentials },
    validate: isDraftReply,
  });
  if (!result.ok || result.data.data === null) return undefined;
  const { data, passedSteps, updatedAt } = result.data;
  return { data, passedSteps, updatedAt: Date.parse(updatedAt) };
}
