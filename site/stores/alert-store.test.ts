import { describe, expect, it } from 'vitest';
import type { ApiRequest, RunRequest } from '../api';
import { createAlertStore, titledAlertShowing } from './alert-store';

describe('top alert sent with the page', () => {
  it('starts from the answer the server put into the page, without a request', async () => {
    let requests = 0;
    const store = createAlertStore(async () => {
      requests += 1;
      return { ok: false, status: 503, message: 'not asked' };
    });
    expect(store.getState().received).toBe(false);
    store.getState().showAnswer({ visible: true, data: { title: 'Closed', text: 'Monday' } });
    expect(store.getState().received).toBe(true);
    expect(titledAlertShowing(store.getState())).toBe(true);
    store.getState().hide();
    expect(titledAlertShowing(store.getState())).toBe(false);
    expect(requests).toBe(0);
  });
});

describe('the election window carried with the alert', () => {
  const window = {
    timeZone: 'America/New_York',
    start: '2026-11-01T00:00',
    end: '2026-12-01T00:00',
    meeting: '2026-12-01T10:00',
    annualMeeting: 69,
  };

  it('is kept from the page, and from a fetched answer', async () => {
    const fromPage = createAlertStore();
    fromPage.getState().showAnswer({ visible: false, data: null, election: window });
    expect(fromPage.getState().election).toEqual(window);
    const answer = { visible: false, data: null, election: window };
    // The store's own check of the answer's shape runs on it, as with a real request.
    const fetched = createAlertStore((async <T>(request: ApiRequest<T>) =>
      request.validate?.(answer)
        ? { ok: true, data: answer }
        : { ok: false, message: 'refused' }) as RunRequest);
    await fetched.getState().fetchAlert();
    expect(fetched.getState().election).toEqual(window);
  });

  it('is unknown when the answer has none, so the configured election stands', () => {
    const store = createAlertStore();
    store.getState().showAnswer({ visible: false, data: null });
    expect(store.getState().election).toBeNull();
  });

  it('folds an announcement seen, and opens and closes it on request', () => {
    const store = createAlertStore(async () => ({ ok: false, status: 500, message: 'x' }) as never);
    store.getState().showAnswer({ visible: true, data: { title: 'T', text: 'x' } });
    expect(store.getState().folded).toBe(false);
    store
      .getState()
      .showAnswer(
        { visible: true, data: { title: 'T', text: 'x' } },
        { key: '0123456789abcdef', folded: true },
      );
    expect(store.getState()).toMatchObject({
      key: '0123456789abcdef',
      folded: true,
      opened: false,
    });
    store.getState().toggleOpened();
    expect(store.getState().opened).toBe(true);
    store.getState().fold();
    expect(store.getState()).toMatchObject({ folded: true, opened: false });
  });
});
