import { describe, expect, it } from 'vitest';
import { createAlertStore, titledAlertShowing } from './alertStore';

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
