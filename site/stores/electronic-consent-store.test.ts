import { describe, expect, it } from 'vitest';
import { createElectronicConsentStore } from './electronic-consent-store';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    storage: () => ({
      getItem: (name: string) => items.get(name) ?? null,
      setItem: (name: string, value: string) => void items.set(name, value),
      removeItem: (name: string) => void items.delete(name),
    }),
  };
}

describe('electronic consent store (spec 4)', () => {
  it('moves from loading to acquired for a visitor and acquiredTemp for a member', () => {
    const store = createElectronicConsentStore(memoryStorage().storage);
    store.getState().start();
    expect(store.getState().status).toBe('loading');
    store.getState().acquired('visitor');
    expect(store.getState().status).toBe('acquired');
    store.getState().acquired('member');
    expect(store.getState().status).toBe('acquiredTemp');
  });

  it('persists an acquired consent for 365 days, never a request in flight', async () => {
    const { items, storage } = memoryStorage();
    const store = createElectronicConsentStore(storage);
    store.getState().acquired('member');
    const saved = JSON.parse(items.get('mba-electronic-consent') ?? '{}') as {
      value: string;
      expiresAt: number;
    };
    expect(JSON.parse(saved.value)).toMatchObject({ state: { status: 'acquiredTemp' } });
    const days = (saved.expiresAt - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364.99);
    expect(days).toBeLessThanOrEqual(365);
    store.getState().start();
    const again = createElectronicConsentStore(storage);
    await again.persist.rehydrate();
    expect(again.getState().status).toBe('idle');
  });
});
