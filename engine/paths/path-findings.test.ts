import { describe, expect, it } from 'vitest';
import type { FormDefinition, JsonSchema } from '../definition/types';
import { exampleForm } from '../testing/example-form';
import { openRules } from '../testing/plan-rules-stub';
import { runtimeForm } from '../validation/runtime-validators';
import { pathFindings } from './path-findings';

const context = { rules: openRules, now: new Date('2026-11-25T12:00:00Z') };

function form(zip: JsonSchema, cardWhen: unknown): FormDefinition {
  return exampleForm('path-findings-example', [
    {
      id: 'contact',
      title: 'Address',
      schema: {
        type: 'object',
        required: ['mailing'],
        properties: {
          mailing: { type: 'object', required: ['zip'], properties: { zip } },
        },
      },
    },
    {
      id: 'payment',
      title: 'Payment',
      schema: {
        type: 'object',
        required: ['payment'],
        properties: {
          payment: {
            type: 'object',
            required: ['method'],
            properties: { method: { type: 'string', enum: ['eft', 'cc'] } },
          },
        },
      },
    },
    {
      id: 'card',
      title: 'Card',
      condition: {
        required: ['payment'],
        properties: { payment: { required: ['method'], properties: { method: cardWhen } } },
      },
      schema: { type: 'object', properties: { card: { type: 'object', properties: {} } } },
    },
  ]);
}

const findings = (definition: FormDefinition) =>
  pathFindings(runtimeForm(definition, openRules), context);

describe('what keeps a form from being completed', () => {
  it('finds nothing when every step is on a path to the review', () => {
    expect(findings(form({ type: 'string', format: 'zip' }, { const: 'cc' }))).toEqual([]);
  });

  it('names the step whose generated answers are all refused, with the answer and its message', () => {
    expect(
      findings(form({ type: 'string', format: 'zip', maxLength: 4 }, { const: 'cc' })),
    ).toEqual([
      'no path reaches the review: step \'contact\' (Address) refuses every generated answer: mailing.zip = "22201": Must be at most 4 characters',
    ]);
  });

  it('names a step no answer leads to', () => {
    expect(findings(form({ type: 'string', format: 'zip' }, { const: 'bitcoin' }))).toEqual([
      "step 'card' (Card) is on no path: no answer the form and its plan allow leads to it",
    ]);
  });
});
