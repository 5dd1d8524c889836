import { createStore } from 'zustand/vanilla';
import {
  isPersonalUrlResponse,
  runRequest as defaultRunner,
  type PersonalUrlResponse,
  type RequestStatus,
  type RunRequest,
} from '../api';

export interface PersonalUrlState {
  readonly redirectUrl: string | null;
  readonly purlId: string | null;
  readonly status: RequestStatus;
  readonly errorMessage: string | null;
  resolve(purlId: string): Promise<void>;
}

export function createPersonalUrlStore(runRequest: RunRequest = defaultRunner) {
  return createStore<PersonalUrlState>()((set) => ({
    redirectUrl: null,
    purlId: null,
    status: 'idle',
    errorMessage: null,
    async resolve(purlId) {
      set({ status: 'loading', errorMessage: null });
      const result = await runRequest<PersonalUrlResponse>({
        api: 'content',
        action: 'personalUrl',
        method: 'GET',
        data: { purlId },
        validate: isPersonalUrlResponse,
      });
      if (result.ok) {
        set({
          status: 'success',
          redirectUrl: result.data.redirectUrl,
          purlId: result.data.purlId,
        });
      } else if (result.status !== undefined && result.status >= 400 && result.status < 500) {
        // Spec 4: an unknown personal URL clears both fields and shows no message.
        set({ status: 'error', redirectUrl: null, purlId: null, errorMessage: null });
      } else {
        set({ status: 'error', errorMessage: result.message });
      }
    },
  }));
}
