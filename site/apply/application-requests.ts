import type { FieldErrors, FormData, ServerDraft, SubmitResult } from '../../engine';
import { runRequest } from '../api';
import { mainStore, userStore } from '../stores';
import { readUtmCookies } from '../tracking';

/** Where the server puts a declined card's message (server/api/application/payment-answers.ts). */
const cardDeclinedAt = 'card.number';

interface FormKey {
  readonly appId: string;
  readonly formId: string;
}

/**
 * The agent the visitor came through, credited on submission: the agent page's (spec §3 agent
 * URL), else a utm_agent cookie (personal URLs carry one). The server credits active agents only.
 */
function agentCredit(): Record<string, string> {
  const slug = mainStore.getState().agentUrl.slug ?? readUtmCookies().utm_agent;
  return slug ? { agent: slug } : {};
}

/** A logged-in member's applications carry their credentials (API contract). */
export function memberCredentials(): Record<string, string> {
  const auth = userStore.getState().auth;
  return auth ? { memberId: auth.memberId, memberToken: auth.memberToken } : {};
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

/**
 * Submits an application once: every attempt, on this device or another of the member's (the key
 * travels with the draft), carries the application's one submission key, so the server keeps one
 * application whatever is sent again.
 */
export function applicationSubmitter(key: FormKey) {
  return async (
    data: FormData,
    idempotencyKey: string,
    signature?: string,
  ): Promise<SubmitResult> => {
    const result = await runRequest({
      api: 'application',
      action: 'submit',
      data: {
        ...key,
        data,
        idempotencyKey,
        ...(signature === undefined ? {} : { signature }),
        ...memberCredentials(),
        ...agentCredit(),
      },
      validate: isSubmitResult,
    });
    // Received already, with answers since changed (its answer lost on the way, then an answer
    // edited): the application is the one received, and the applicant is told what was not.
    if (!result.ok && result.status === 409 && isSubmitResult(result.body)) {
      const { applicationId, referenceNumber, status, downloadKey } = result.body;
      return {
        applicationId,
        referenceNumber,
        status,
        notice: result.message,
        ...(typeof downloadKey === 'string' ? { downloadKey } : {}),
      };
    }
    // A signature the server does not take, or a card its bank declines, is said in its own
    // words, as the review and the card step say them.
    if (!result.ok)
      throw new Error(
        result.errors?.signature ?? result.errors?.[cardDeclinedAt] ?? result.message,
      );
    return result.data;
  };
}

export function stepSaver(key: FormKey) {
  return async (step: string, data: FormData, idempotencyKey: string): Promise<unknown> => {
    const result = await runRequest({
      api: 'application',
      action: 'step',
      data: { ...key, step, data, idempotencyKey, ...memberCredentials() },
    });
    if (!result.ok) throw new Error(result.message);
    return result.data;
  };
}

/**
 * Sends a step the server checks (the card, with its bank) and answers its refusal as the step's
 * field errors, none when it passes. Any other failure (no network, a throttle) rejects: the
 * wizard then goes on, and the submission checks the card again.
 */
export function stepChecker(key: FormKey) {
  return async (step: string, data: FormData, idempotencyKey: string): Promise<FieldErrors> => {
    const result = await runRequest({
      api: 'application',
      action: 'step',
      data: { ...key, step, data, idempotencyKey, ...memberCredentials() },
    });
    if (result.ok) return {};
    if (result.errors && Object.keys(result.errors).length > 0) return { ...result.errors };
    throw new Error(result.message);
  };
}

interface DraftAnswer {
  data: FormData;
  passedSteps: string[];
  updatedAt: string;
  idempotencyKey?: string | null;
  formVersion?: number | null;
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
  const { data, passedSteps, updatedAt, idempotencyKey, formVersion } = result.data;
  return {
    data,
    passedSteps,
    updatedAt: Date.parse(updatedAt),
    ...(typeof idempotencyKey === 'string' ? { idempotencyKey } : {}),
    ...(Number.isInteger(formVersion) ? { formVersion: formVersion as number } : {}),
  };
}
