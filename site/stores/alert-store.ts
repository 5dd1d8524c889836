import { createStore } from 'zustand/vanilla';
import {
  isAlertResponse,
  runRequest as defaultRunner,
  apiMessages,
  type AlertResponse,
  type ElectionWindow,
  type RunRequest,
} from '../api';

export interface AlertState {
  readonly visible: boolean;
  readonly data: AlertResponse['data'];
  readonly loading: boolean;
  readonly hidden: boolean;
  readonly errorMessage: string | null;
  /** The election window the server has in force, once known (the ballot banner follows it). */
  readonly election: ElectionWindow | null;
  /** The alert is known: fetched, or taken from the page the server sent (`showAnswer`). */
  readonly received: boolean;
  /** The announcement's name (from the page the server sent), what the seen cookie holds. */
  readonly key: string | null;
  /** Seen on an earlier page: a phone shows its first line until "Show all". */
  readonly folded: boolean;
  /** A folded announcement opened with "Show all". */
  readonly opened: boolean;
  fetchAlert(): Promise<void>;
  /** The server's answer as it arrived with the page, so no request and no layout shift follow. */
  showAnswer(answer: AlertResponse, seen?: { key: string; folded: boolean }): void;
  /** "Show all" pressed: the folded announcement opens, or closes again. */
  toggleOpened(): void;
  /** The visitor went on to another page: the announcement, seen, folds. */
  fold(): void;
  hide(): void;
}

export function createAlertStore(runRequest: RunRequest = defaultRunner) {
  return createStore<AlertState>()((set) => ({
    visible: false,
    data: null,
    loading: false,
    hidden: false,
    errorMessage: null,
    election: null,
    received: false,
    key: null,
    folded: false,
    opened: false,
    async fetchAlert() {
      set({ loading: true });
      const result = await runRequest({
        api: 'content',
        action: 'alert',
        method: 'GET',
        validate: isAlertResponse,
      });
      if (result.ok)
        set({
          loading: false,
          visible: result.data.visible,
          data: result.data.data,
          errorMessage: null,
          election: result.data.election ?? null,
          received: true,
        });
      else
        set({
          loading: false,
          visible: false,
          data: null,
          errorMessage: apiMessages.apiError,
          received: true,
        });
    },
    showAnswer(answer, seen) {
      set({
        visible: answer.visible,
        data: answer.data,
        errorMessage: null,
        election: answer.election ?? null,
        received: true,
        key: seen?.key ?? null,
        folded: seen?.folded ?? false,
        opened: false,
      });
    },
    toggleOpened() {
      set((state) => ({ opened: !state.opened }));
    },
    fold() {
      set({ folded: true, opened: false });
    },
    hide() {
      set({ hidden: true });
    },
  }));
}

/** A top alert with a title is on screen (the ballot banner then stays hidden). */
export function titledAlertShowing(
  state: Pick<AlertState, 'visible' | 'hidden' | 'data'>,
): boolean {
  return state.visible && !state.hidden && Boolean(state.data?.title);
}
