import { createStore } from 'zustand/vanilla';
import {
  isMessageResponse,
  runRequest as defaultRunner,
  type ApiResult,
  type MessageResponse,
  type RequestStatus,
  type RunRequest,
} from '../api';

/** Details, then the e-mailed code with the new username and password, then done. */
export type SetupUsernameStep = 'details' | 'code' | 'done';

export interface SetupUsernameDetails {
  readonly email: string;
  readonly dateOfBirth: string;
}

export interface SetupUsernameChoice {
  readonly code: string;
  readonly username: string;
  readonly password: string;
  readonly passwordConfirmation: string;
}

export interface SetupUsernameState {
  readonly step: SetupUsernameStep;
  readonly details: SetupUsernameDetails | null;
  readonly status: RequestStatus;
  /** What the server refused, e.g. a wrong or expired code. */
  readonly errorMessage: string | null;
  readonly fieldErrors: Readonly<Record<string, string>>;
  /** The server's answer to the details: a code was sent if they match (it never says whether). */
  readonly sentMessage: string | null;
  /** What the server confirmed since: a new code asked for, the username set. */
  readonly notice: string | null;
  requestCode(details: SetupUsernameDetails): Promise<boolean>;
  resendCode(): Promise<boolean>;
  confirm(choice: SetupUsernameChoice): Promise<boolean>;
  startOver(): void;
}

export const newCodeSentNotice =
  'If your details match a member, we have sent a new code. Earlier codes no longer work.';

/**
 * The two steps of setting up a username: the e-mail address and date of birth ask for a code,
 * which the member enters with the chosen username and password. The server answers the first
 * step the same whether or not a member matches, so the code step always follows it.
 */
export function createSetupUsernameStore(runRequest: RunRequest = defaultRunner) {
  return createStore<SetupUsernameState>()((set, get) => {
    const refused = (result: Extract<ApiResult<MessageResponse>, { ok: false }>) =>
      set({ status: 'error', errorMessage: result.message, fieldErrors: result.errors ?? {} });
    const ask = (details: SetupUsernameDetails) =>
      runRequest<MessageResponse>({
        api: 'aqua',
        action: 'setupUsername',
        data: { ...details },
        validate: isMessageResponse,
      });
    return {
      step: 'details',
      details: null,
      status: 'idle',
      errorMessage: null,
      fieldErrors: {},
      sentMessage: null,
      notice: null,
      async requestCode(details) {
        set({ status: 'loading', errorMessage: null, fieldErrors: {}, notice: null });
        const result = await ask(details);
        if (!result.ok) {
          refused(result);
          return false;
        }
        set({ step: 'code', details, status: 'success', sentMessage: result.data.message });
        return true;
      },
      async resendCode() {
        const { details } = get();
        if (details === null) return false;
        set({ status: 'loading', errorMessage: null, fieldErrors: {}, notice: null });
        const result = await ask(details);
        if (!result.ok) {
          refused(result);
          return false;
        }
        set({ status: 'success', notice: newCodeSentNotice });
        return true;
      },
      async confirm(choice) {
        const { details } = get();
        if (details === null) return false;
        set({ status: 'loading', errorMessage: null, fieldErrors: {}, notice: null });
        const result = await runRequest<MessageResponse>({
          api: 'aqua',
          action: 'confirmSetupUsername',
          data: { email: details.email, ...choice },
          validate: isMessageResponse,
        });
        if (!result.ok) {
          refused(result);
          return false;
        }
        set({ step: 'done', status: 'success', notice: result.data.message });
        return true;
      },
      startOver() {
        set({
          step: 'details',
          details: null,
          status: 'idle',
          errorMessage: null,
          fieldErrors: {},
          sentMessage: null,
          notice: null,
        });
      },
    };
  });
}
