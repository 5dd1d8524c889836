import { describe, expect, it } from 'vitest';
import { createLoadingFlagStore, whileLoading } from './loading-flag-store';

describe('loading-flag stores', () => {
  it('raise the flag while a request runs and lower it when it succeeds', async () => {
    const store = createLoadingFlagStore();
    let seenWhileRunning = false;
    const answer = await whileLoading(store, async () => {
      seenWhileRunning = store.getState().loading;
      return 'done';
    });
    expect(answer).toBe('done');
    expect(seenWhileRunning).toBe(true);
    expect(store.getState().loading).toBe(false);
  });

  it('lower the flag when the request fails', async () => {
    const store = createLoadingFlagStore();
    await expect(
      whileLoading(store, () => Promise.reject(new Error('Network error occurred'))),
    ).rejects.toThrow('Network error occurred');
    expect(store.getState().loading).toBe(false);
  });
});
