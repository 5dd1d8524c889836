import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '../definition/types';
import { cardStep } from '../testing/card-payment-form';
import { exampleForm } from '../testing/example-form';
import { openRules } from '../testing/plan-rules-stub';
import { runtimeForm } from '../validation/runtime-validators';
import { answersOfSteps, askedAnswers } from './asked-answers';

const definition: FormDefinition = exampleForm('asked-example', [
  {
    id: 'pay',
    title: 'Payment',
    schema: {
      type: 'object',
      properties: {
        payment: { type: 'object', properties: { method: { type: 'string' } } },
        people: {
          type: 'object',
          properties: {
            list: {
              type: 'array',
              items: { type: 'object', properties: { name: { type: 'string' } } },
            },
          },
        },
      },
    },
  },
  cardStep({ number: { type: 'string' } }),
]);

const form = runtimeForm(definition, openRules);

describe('askedAnswers', () => {
  it('keeps the answers to the steps taken and lists everything else by path', () => {
    const data = {
      payment: { method: 'check', note: 'x' },
      people: { list: [{ name: 'Ann', age: 3 }, 'not an object'] },
      card: { number: '4111111111111111' },
      eligibility: { from: 'quick step' },
    };
    expect(askedAnswers(form, data)).toEqual({
      answers: {
        payment: { method: 'check' },
        people: { list: [{ name: 'Ann' }, 'not an object'] },
      },
      unasked: ['payment.note', 'people.list.0.age', 'card', 'eligibility'],
    });
  });

  it('keeps the card once the answers lead to its step', () => {
    const data = { payment: { method: 'cc' }, card: { number: '4111111111111111' } };
    expect(askedAnswers(form, data)).toEqual({ answers: data, unasked: [] });
  });

  it('never takes keys of Object.prototype for declared fields', () => {
    const data = JSON.parse('{"payment":{"constructor":1,"toString":2,"__proto__":{"a":1}}}');
    const { answers, unasked } = answersOfSteps(definition, ['pay'], data);
    expect(answers).toEqual({ payment: {} });
    expect(Object.getPrototypeOf(answers.payment)).toBe(Object.prototype);
    expect(unasked).toEqual(['payment.constructor', 'payment.toString', 'payment.__proto__']);
  });
});
