import { describe, expect, it } from 'vitest';
import { longestFirst } from './unit-file-weights';

describe('the unit run order', () => {
  const seconds = { 'a.test.ts': 40, 'b.test.ts': 0.2, 'c.test.ts': 3, 'd.test.ts': 0.5 };

  it('starts the longest files first', () => {
    const files = ['b.test.ts', 'd.test.ts', 'a.test.ts', 'c.test.ts'];
    expect(longestFirst(files, (file) => file, seconds)).toEqual([
      'a.test.ts',
      'c.test.ts',
      'd.test.ts',
      'b.test.ts',
    ]);
  });

  it('counts a file it has no time for as the median, and orders ties by path', () => {
    // The median of 0.2, 0.5, 3 and 40 is the upper middle one, 3.
    const files = ['new.test.ts', 'b.test.ts', 'c.test.ts', 'a.test.ts'];
    expect(longestFirst(files, (file) => file, seconds)).toEqual([
      'a.test.ts',
      'c.test.ts',
      'new.test.ts',
      'b.test.ts',
    ]);
  });
});
