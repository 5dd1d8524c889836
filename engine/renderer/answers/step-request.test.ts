import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '../../definition/types';
import { exampleForm } from '../../testing/example-form';
import { openRules } from '../../testing/plan-rules-stub';
import { runtimeValidators } from '../../validation/runtime-validators';
import { stepRequestAnswers } from './step-request';

const text = { type: 'string' };
const secret = { type: 'string', sensitive: true };

const definition: FormDefinition = exampleForm('step-request-example', [
  {
    id: 'insured',
    title: 'Insured',
    schema: {
      type: 'object',
      properties: { insured: { type: 'object', properties: { name: text, ssn: secret } } },
    },
  },
  {
    id: 'payment',
    title: 'Payment',
    schema: {
      type: 'object',
      properties: { payment: { type: 'object', properties: { method: text } } },
    },
  },
  {
    id: 'card',
    title: 'Card',
    condition: {
      required: ['payment'],
      properties: { payment: { required: ['method'], properties: { method: { const: 'cc' } } } },
    },
    schema: {
      type: 'object',
      properties: { card: { type: 'object', properties: { number: secret, cvv: secret } } },
    },
  },
]);

const validators = runtimeValidators(definition, openRules);
const data = {
  insured: { name: 'Jane', ssn: '214-45-6783' },
  payment: { method: 'cc' },
  card: { number: '4111111111111111', cvv: '123' },
};

describe('the answers a passed step sends', () => {
  it("carries of the sensitive answers only the step's own", () => {
    expect(stepRequestAnswers(definition, validators, 'insured', data)).toEqual({
      insured: { name: 'Jane', ssn: '214-45-6783' },
      payment: { method: 'cc' },
      card: {},
    });
    expect(stepRequestAnswers(definition, validators, 'card', data)).toEqual({
      insured: { name: 'Jane' },
      payment: { method: 'cc' },
      card: { number: '4111111111111111', cvv: '123' },
    });
  });

  it('leaves out the answers of a step no longer taken', () => {
    const byCheck = { ...data, payment: { method: 'check' } };
    expect(stepRequestAnswers(definition, validators, 'payment', byCheck)).toEqual({
      insured: { name: 'Jane' },
      payment: { method: 'check' },
    });
  });
});
