import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConnectionQueue, DatabaseBusyError } from './connection-queue';

describe('ConnectionQueue', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lends up to its size at once and serves the rest in order', async () => {
    const queue = new ConnectionQueue(2, 1000);
    await queue.take();
    await queue.take();
    const served: number[] = [];
    const third = queue.take().then(() => served.push(3));
    const fourth = queue.take().then(() => served.push(4));
    queue.give();
    await third;
    expect(served).toEqual([3]);
    queue.give();
    await fourth;
    expect(served).toEqual([3, 4]);
  });

  it('refuses as busy after the wait, and the turn it held passes on', async () => {
    vi.useFakeTimers();
    const queue = new ConnectionQueue(1, 1000);
    await queue.take();
    const late = queue.take();
    const later = queue.take();
    vi.advanceTimersByTime(1000);
    await expect(late).rejects.toBeInstanceOf(DatabaseBusyError);
    await expect(later).rejects.toBeInstanceOf(DatabaseBusyError);
    queue.give();
    // Nobody waits: the next request takes a connection at once.
    await expect(queue.take()).resolves.toBeUndefined();
  });
});
