import { describe, expect, it } from 'vitest';
import { cachedRead, pageReadCacheMs } from './cached-read';

describe('what pages carry, read from the database', () => {
  it('reads once per cache period, and again after a failed read', async () => {
    let clock = 0;
    let reads = 0;
    let failing = false;
    const read = cachedRead(
      async () => {
        reads += 1;
        if (failing) throw new Error('database down');
        return { visible: false, data: null };
      },
      () => clock,
    );
    await read();
    await read();
    expect(reads).toBe(1);
    clock += pageReadCacheMs;
    failing = true;
    await expect(read()).rejects.toThrow('database down');
    failing = false;
    await read();
    expect(reads).toBe(3);
  });
});
