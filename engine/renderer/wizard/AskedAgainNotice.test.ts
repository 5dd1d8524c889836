import { describe, expect, it } from 'vitest';
import type { StepDefinition } from '../../definition/types';
import {
  askedAgainText,
  changedAgainText,
  changedLabels,
  missingSensitiveLabels,
} from './AskedAgainNotice';

const payment: StepDefinition = {
  id: 'card',
  title: 'Card',
  schema: {
    type: 'object',
    properties: {
      card: {
        type: 'object',
        properties: {
          name: { type: 'string', title: 'Name on card' },
          number: { type: 'string', title: 'Card number', sensitive: true },
          cvv: { type: 'string', title: 'Security code (CVV)', sensitive: true },
        },
      },
    },
  },
};

describe('the notice of sensitive answers asked again', () => {
  it('names the sensitive fields not answered, in schema order', () => {
    expect(missingSensitiveLabels(payment, { card: { name: 'A B' } })).toEqual([
      'Card number',
      'Security code (CVV)',
    ]);
    expect(missingSensitiveLabels(payment, { card: { number: '4111111111111111' } })).toEqual([
      'Security code (CVV)',
    ]);
    expect(missingSensitiveLabels(payment, { card: { number: '4', cvv: '123' } })).toEqual([]);
  });

  it('speaks of one answer or several', () => {
    expect(askedAgainText(['Card number', 'Security code (CVV)'])).toBe(
      'For your security, these answers are not kept while your application is unfinished, so please enter them again: Card number, Security code (CVV).',
    );
    expect(askedAgainText(['Social Security number'])).toBe(
      'For your security, this answer is not kept while your application is unfinished, so please enter it again: Social Security number.',
    );
  });
});

describe('the notice of answers that no longer fit a changed form', () => {
  it("names the step's fields among the answers to ask again, and no other step's", () => {
    expect(changedLabels(payment, ['/card/name', '/plan/code'])).toEqual(['Name on card']);
    expect(changedLabels(payment, ['/plan/code'])).toEqual([]);
  });

  it('says the application changed since the answers were saved', () => {
    expect(changedAgainText(['Plan'])).toBe(
      'This application has changed since your answers were saved, so please check this answer again: Plan.',
    );
    expect(changedAgainText(['Plan', 'Name on card'])).toBe(
      'This application has changed since your answers were saved, so please check these answers again: Plan, Name on card.',
    );
  });
});
