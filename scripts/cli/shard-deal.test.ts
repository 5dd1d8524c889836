import { describe, expect, it } from 'vitest';
import { dealByWeight } from './shard-deal';

describe('dealByWeight', () => {
  const seconds: Record<string, number> = { a: 600, b: 300, c: 250, d: 100, e: 50 };

  it('deals the longest files apart, so the shards take about as long', () => {
    const shares = dealByWeight(['a', 'b', 'c', 'd', 'e'], 2, (file) => seconds[file]);
    expect(shares).toEqual([
      ['a', 'e'],
      ['b', 'c', 'd'],
    ]);
  });

  it('deals every file once, whatever the number of shards', () => {
    const shares = dealByWeight(['a', 'b', 'c', 'd', 'e'], 3, (file) => seconds[file]);
    expect(shares.flat().sort()).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(shares).toEqual([['a'], ['b', 'e'], ['c', 'd']]);
  });

  it('counts a file of unknown time as the median of the known', () => {
    const shares = dealByWeight(['a', 'b', 'new'], 2, (file) =>
      file === 'new' ? undefined : { a: 100, b: 90 }[file],
    );
    // The median of 90 and 100 is taken as 100: as long as a, so b joins a's shard.
    expect(shares).toEqual([['a', 'b'], ['new']]);
  });

  it('gives one shard every file', () => {
    expect(dealByWeight(['b', 'a'], 1, () => 1)).toEqual([['a', 'b']]);
  });
});
