import loaders from 'virtual:form-validators';
import { restoreSavedApplication, type SavedApplication } from '../../engine';
import { apiMessages, runRequest } from '../api';
import { applicationStore } from './application-store';

/** What the server answers for a live link: the saved application and the page it goes on. */
interface ResumedApplication extends SavedApplication {
  route: string;
}

function isResumedApplication(body: unknown): body is ResumedApplication {
  if (typeof body !== 'object' || body === null) return false;
  const answer = body as Partial<Record<keyof ResumedApplication, unknown>>;
  return (
    typeof answer.appId === 'string' &&
    typeof answer.formId === 'string' &&
    typeof answer.route === 'string' &&
    answer.route.startsWith('/') &&
    typeof answer.formVersion === 'number' &&
    typeof answer.data === 'object' &&
    answer.data !== null &&
    Array.isArray(answer.passedSteps) &&
    answer.passedSteps.every((step) => typeof step === 'string') &&
    (answer.idempotencyKey === undefined ||
      answer.idempotencyKey === null ||
      typeof answer.idempotencyKey === 'string')
  );
}

export type Opened =
  | { readonly status: 'restored'; readonly route: string }
  /** The link is dead (used, expired, unknown) or refused: the server's message. */
  | { readonly status: 'refused'; readonly message: string };

/**
 * Opens a save-and-return link once: the server kills the link as it answers, so the page asks
 * once per token even when React runs its effect twice (development) or the page mounts again.
 */
const opening = new Map<string, Promise<Opened>>();

async function open(token: string): Promise<Opened> {
  const result = await runRequest({
    api: 'application',
    action: 'resume',
    data: { token },
    validate: isResumedApplication,
  });
  if (!result.ok) return { status: 'refused', message: result.message };
  const { route, idempotencyKey, ...saved } = result.data;
  const load = loaders[saved.formId];
  if (!load) return { status: 'refused', message: apiMessages.nothingFound };
  const { definition } = await load();
  const taken = restoreSavedApplication(applicationStore, definition, {
    ...saved,
    ...(idempotencyKey ? { idempotencyKey } : {}),
  });
  return taken
    ? { status: 'restored', route }
    : { status: 'refused', message: apiMessages.nothingFound };
}

/** The saved application behind a link, put into this browser's store. */
export function openSavedApplication(token: string): Promise<Opened> {
  let opened = opening.get(token);
  if (!opened) {
    opened = open(token);
    opening.set(token, opened);
  }
  return opened;
}
