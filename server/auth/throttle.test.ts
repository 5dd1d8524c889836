import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets, testDatabase, type TestDatabase } from '../testing/test-server';
import {
  clearAttempts,
  consumeAttempt,
  delayAfter,
  refundAttempt,
  type AttemptLimit,
} from './throttle';

const hour = 3600;

describe('delayAfter', () => {
  it('waits nothing before the free attempts, then doubles from 1 s up to the cap', () => {
    const policy = { max: 100, windowSeconds: hour, freeAttempts: 5, maxDelaySeconds: 60 };
    expect([1, 4, 5, 6, 7, 10, 11, 30].map((n) => delayAfter(policy, n))).toEqual([
      0, 0, 1, 2, 4, 32, 60, 60,
    ]);
    expect(delayAfter({ max: 3, windowSeconds: hour }, 3)).toBe(0);
  });
});

describe.each(databaseTargets())('consumeAttempt on %s', (target) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await testDatabase(target);
  });
  afterAll(async () => database?.close());

  const db = () => database.handle.db;
  const outcome = (promise: Promise<void>) =>
    promise.then(
      () => 'allowed',
      (error: { status?: number }) => (error.status === 429 ? 'refused' : String(error)),
    );
  const count = (outcomes: string[], what: string) => outcomes.filter((o) => o === what).length;

  it('lets exactly the free attempts through when many arrive at once', async () => {
    const limit: AttemptLimit = {
      subject: 'test:burst',
      max: 100,
      windowSeconds: hour,
      freeAttempts: 5,
      maxDelaySeconds: 60,
    };
    const now = new Date();
    const outcomes = await Promise.all(
      Array.from({ length: 60 }, () => outcome(consumeAttempt(db(), [limit], now))),
    );
    expect(count(outcomes, 'allowed')).toBe(5);
    expect(count(outcomes, 'refused')).toBe(55);
  });

  it('holds the window cap under concurrency: 40 at once near a cap of 100 let 5 in', async () => {
    const limit: AttemptLimit = { subject: 'test:cap', max: 100, windowSeconds: hour };
    const now = new Date();
    for (let i = 0; i < 95; i += 1) await consumeAttempt(db(), [limit], now);
    const outcomes = await Promise.all(
      Array.from({ length: 40 }, () => outcome(consumeAttempt(db(), [limit], now))),
    );
    expect(count(outcomes, 'allowed')).toBe(5);
    // A new window starts afresh.
    const later = new Date(now.getTime() + hour * 1000 + 1);
    await expect(consumeAttempt(db(), [limit], later)).resolves.toBeUndefined();
  });

  it('makes each attempt after the free ones wait, and a refused one does not lengthen it', async () => {
    const limit: AttemptLimit = {
      subject: 'test:delay',
      max: 100,
      windowSeconds: hour,
      freeAttempts: 2,
      maxDelaySeconds: 60,
    };
    const start = new Date();
    const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);
    expect(await outcome(consumeAttempt(db(), [limit], at(0)))).toBe('allowed');
    // The second attempt is the last free one: a wait of 1 s follows it.
    expect(await outcome(consumeAttempt(db(), [limit], at(0)))).toBe('allowed');
    expect(await outcome(consumeAttempt(db(), [limit], at(0.5)))).toBe('refused');
    expect(await outcome(consumeAttempt(db(), [limit], at(0.9)))).toBe('refused');
    expect(await outcome(consumeAttempt(db(), [limit], at(1)))).toBe('allowed');
    // Then 2 s.
    expect(await outcome(consumeAttempt(db(), [limit], at(2.5)))).toBe('refused');
    expect(await outcome(consumeAttempt(db(), [limit], at(3)))).toBe('allowed');
  });

  it('refuses with the first limit that is full and forgets cleared subjects', async () => {
    const narrow: AttemptLimit = { subject: 'test:narrow', max: 1, windowSeconds: hour };
    const wide: AttemptLimit = { subject: 'test:wide', max: 10, windowSeconds: hour };
    const now = new Date();
    await consumeAttempt(db(), [narrow, wide], now);
    await expect(consumeAttempt(db(), [narrow, wide], now, 'Slow down')).rejects.toMatchObject({
      status: 429,
      message: 'Slow down',
    });
    await clearAttempts(db(), ['test:narrow']);
    await expect(consumeAttempt(db(), [narrow, wide], now)).resolves.toBeUndefined();
  });

  it('takes back a refunded attempt', async () => {
    const limit: AttemptLimit = { subject: 'test:refund', max: 2, windowSeconds: hour };
    const now = new Date();
    await consumeAttempt(db(), [limit], now);
    await consumeAttempt(db(), [limit], now);
    await refundAttempt(db(), limit.subject);
    await expect(consumeAttempt(db(), [limit], now)).resolves.toBeUndefined();
    await expect(consumeAttempt(db(), [limit], now)).rejects.toMatchObject({ status: 429 });
  });
});
