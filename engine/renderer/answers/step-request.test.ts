import { describe, expect, it } from 'vitest';
import { cardPaymentForm } from '../../testing/card-payment-form';
import { openRules } from '../../testing/plan-rules-stub';
import { runtimeForm } from '../../validation/runtime-validators';
import { stepRequestAnswers } from './step-request';

const definition = cardPaymentForm('step-request-example');

const form = runtimeForm(definition, openRules);
const data = {
  insured: { name: 'Jane', ssn: '214-45-6783' },
  payment: { method: 'cc' },
  card: { number: '4111111111111111', cvv: '123' },
};

describe('the answers a passed step sends', () => {
  it("carries of the sensitive answers only the step's own", () => {
    expect(stepRequestAnswers(form, 'insured', data)).toEqual({
      insured: { name: 'Jane', ssn: '214-45-6783' },
      payment: { method: 'cc' },
      card: {},
    });
    expect(stepRequestAnswers(form, 'card', data)).toEqual({
      insured: { name: 'Jane' },
      payment: { method: 'cc' },
      card: { number: '4111111111111111', cvv: '123' },
    });
  });

  it('leaves out the answers of a step no longer taken', () => {
    const byCheck = { ...data, payment: { method: 'check' } };
    expect(stepRequestAnswers(form, 'payment', byCheck)).toEqual({
      insured: { name: 'Jane' },
      payment: { method: 'check' },
    });
  });
});
