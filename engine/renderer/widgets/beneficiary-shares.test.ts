import { describe, expect, it } from 'vitest';
import { everyShareEntered, shareTotal, tidyShare } from './beneficiary-shares';

describe('beneficiary shares as typed', () => {
  it('takes a share written with its percent sign or spaces as the number', () => {
    expect(tidyShare('100%')).toBe('100');
    expect(tidyShare(' 33.33 % ')).toBe('33.33');
    expect(tidyShare('50')).toBe('50');
    // Anything else stays as typed, so its error can be seen.
    expect(tidyShare('5%0')).toBe('5%0');
    expect(tidyShare('%')).toBe('');
  });

  it('totals shares written with a percent sign', () => {
    expect(shareTotal([{ sharePercent: '100%' }])).toBe(100);
    expect(shareTotal([{ sharePercent: '60 %' }, { sharePercent: '40' }])).toBe(100);
    expect(
      shareTotal([{ sharePercent: '33.33' }, { sharePercent: '33.33' }, { sharePercent: '33.34' }]),
    ).toBe(100);
  });

  it('knows when every beneficiary of both lists has a share', () => {
    expect(everyShareEntered({})).toBe(false);
    expect(everyShareEntered({ primary: [{ name: 'Ann', sharePercent: '' }] })).toBe(false);
    expect(everyShareEntered({ primary: [{ sharePercent: '60' }] })).toBe(true);
    expect(
      everyShareEntered({ primary: [{ sharePercent: '60' }], contingent: [{ sharePercent: ' ' }] }),
    ).toBe(false);
  });
});
