import { describe, expect, it } from 'vitest';
import { helpDisclosureOf, helpDisclosureProblem } from './help-disclosure';

describe('help disclosure', () => {
  it('reads a summary and one paragraph or several', () => {
    expect(helpDisclosureOf({ 'ui:disclosure': { summary: 'Why?', text: 'Because.' } })).toEqual({
      summary: 'Why?',
      text: ['Because.'],
    });
    expect(
      helpDisclosureOf({ 'ui:disclosure': { summary: 'Why?', text: ['One.', 'Two.'] } })?.text,
    ).toEqual(['One.', 'Two.']);
  });

  it('finds a disclosure that cannot be shown, and none where there is none', () => {
    expect(helpDisclosureProblem({})).toBeUndefined();
    expect(helpDisclosureProblem({ 'ui:disclosure': { summary: 'Why?', text: 'Because.' } })).toBe(
      undefined,
    );
    for (const bad of [
      'text',
      { summary: '', text: 'Because.' },
      { summary: 'Why?' },
      { summary: 'Why?', text: [] },
      { summary: 'Why?', text: ['One.', 2] },
    ])
      expect(helpDisclosureProblem({ 'ui:disclosure': bad })).toMatch(/needs a "summary"/);
  });
});
