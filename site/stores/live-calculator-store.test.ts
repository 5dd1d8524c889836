import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../engine';
import { createLiveCalculatorStore } from './live-calculator-store';
import { persistVersion } from './persistence';

const day = 24 * 60 * 60 * 1000;

describe('live calculator store', () => {
  it('starts with tobacco use at no and follows the estimate with every answer', () => {
    const store = createLiveCalculatorStore(() => memoryStorage());
    expect(store.getState().answers.tobaccoUse).toBe('0');
    store.getState().answer('income', '50,000');
    store.getState().answer('yearsAmount', '10');
    store.getState().answer('finalExpensesAmount', '12000');
    expect(store.getState().estimation).toBe(512_000);
  });

  it('keeps the answers 7 days, with version 1, and forgets them after', async () => {
    const base = memoryStorage();
    let now = 1_000_000;
    const first = createLiveCalculatorStore(
      () => base,
      () => now,
    );
    first.getState().answer('zipCode', '22202');
    first.getState().answer('income', '60000');
    first.getState().answer('yearsAmount', '5');
    first.getState().setPdfStatus('loading');
    const saved = JSON.parse(base.entries.get('mba-live-calculator') ?? '{}');
    expect(saved.expiresAt).toBe(now + 7 * day);
    const stored = JSON.parse(saved.value);
    expect(stored.version).toBe(persistVersion);
    expect(Object.keys(stored.state)).toEqual(['answers', 'estimation']);

    now += 7 * day - 1;
    const second = createLiveCalculatorStore(
      () => base,
      () => now,
    );
    await second.persist.rehydrate();
    expect(second.getState().answers.zipCode).toBe('22202');
    expect(second.getState().estimation).toBe(300_000);
    expect(second.getState().pdfStatus).toBe('idle');

    now += 1;
    const third = createLiveCalculatorStore(
      () => base,
      () => now,
    );
    await third.persist.rehydrate();
    expect(third.getState().answers.zipCode).toBe('');
  });

  it('drops stored answers that are not strings', async () => {
    const base = memoryStorage();
    const value = JSON.stringify({
      state: { answers: { income: 5, zipCode: '22202', other: 'x' }, estimation: 'lots' },
      version: persistVersion,
    });
    base.setItem('mba-live-calculator', JSON.stringify({ value, expiresAt: Date.now() + day }));
    const store = createLiveCalculatorStore(() => base);
    await store.persist.rehydrate();
    expect(store.getState().answers).toMatchObject({
      income: '',
      zipCode: '22202',
      tobaccoUse: '0',
    });
    expect(store.getState().answers).not.toHaveProperty('other');
    expect(store.getState().estimation).toBe(0);
  });
});
