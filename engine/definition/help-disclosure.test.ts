import { describe, expect, it } from 'vitest';
import {
  helpDisclosureOf,
  helpDisclosureProblem,
  helpSummaryOf,
  splitHelpTexts,
} from './help-disclosure';

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

describe('splitHelpTexts', () => {
  it('keeps the summaries in the definition and takes the paragraphs apart', () => {
    const definition = {
      steps: [
        {
          id: 'bank',
          uiSchema: {
            bank: {
              routingNumber: {
                'ui:disclosure': { summary: 'Where?', text: ['On a check.', 'Or online.'] },
              },
            },
          },
        },
      ],
    };
    const { definition: light, texts } = splitHelpTexts(definition);
    expect(texts).toEqual({ 'Where?': ['On a check.', 'Or online.'] });
    expect(JSON.stringify(light)).not.toContain('On a check.');
    expect(light.steps[0]?.uiSchema.bank.routingNumber['ui:disclosure']).toEqual({
      summary: 'Where?',
    });
    expect(helpSummaryOf(light.steps[0]?.uiSchema.bank.routingNumber)).toEqual({
      summary: 'Where?',
    });
    // The definition given is left as it was.
    expect(JSON.stringify(definition)).toContain('On a check.');
  });
});
