import { describe, expect, it } from 'vitest';
import { createEmailFlagsStore, whileSending } from './email-flags-store';

describe('email flags', () => {
  it('raise one flag while its e-mail is sent, and lower it even when the request fails', async () => {
    const store = createEmailFlagsStore();
    const seen: boolean[] = [];
    await whileSending(store, 'shareApplication', async () => {
      seen.push(store.getState().shareApplication, store.getState().benchmark);
    });
    expect(seen).toEqual([true, false]);
    await expect(
      whileSending(store, 'benchmark', () => Promise.reject(new Error('offline'))),
    ).rejects.toThrow('offline');
    expect(store.getState()).toMatchObject({ benchmark: false, shareApplication: false });
  });
});
