import { createStore } from 'zustand/vanilla';

/** The e-mails a visitor sends someone a link with (spec §3 "Email flags"). */
export type EmailFlag = 'benchmark' | 'shareApplication';

/** Spec §3 "Email flags: benchmark and shareApplication": each raised while its e-mail is sent. */
export interface EmailFlagsState {
  readonly benchmark: boolean;
  readonly shareApplication: boolean;
  setFlag(flag: EmailFlag, sending: boolean): void;
}

export function createEmailFlagsStore() {
  return createStore<EmailFlagsState>()((set) => ({
    benchmark: false,
    shareApplication: false,
    setFlag: (flag, sending) => set({ [flag]: sending }),
  }));
}

/** Runs the request of one e-mail with its flag raised, lowered again however it ends. */
export async function whileSending<T>(
  store: { getState(): EmailFlagsState },
  flag: EmailFlag,
  request: () => Promise<T>,
): Promise<T> {
  store.getState().setFlag(flag, true);
  try {
    return await request();
  } finally {
    store.getState().setFlag(flag, false);
  }
}
