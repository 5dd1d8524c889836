import { describe, expect, it } from 'vitest';
import { textRuns } from './search';

describe('search excerpts', () => {
  it('splits a headline into plain and matched runs', () => {
    expect(textRuns('keep \u0001savings\u0002 in a \u0001fund\u0002')).toEqual([
      { text: 'keep ', match: false },
      { text: 'savings', match: true },
      { text: ' in a ', match: false },
      { text: 'fund', match: true },
    ]);
    expect(textRuns('no match here')).toEqual([{ text: 'no match here', match: false }]);
    expect(textRuns('')).toEqual([]);
  });
});
