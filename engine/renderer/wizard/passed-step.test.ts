import { describe, expect, it } from 'vitest';
import type { FormData } from '../../definition/types';
import type { StepMachineContext } from '../../machine/create-step-machine';
import { createApplicationStore } from '../../store/application-store';
import { memoryStorage } from '../../store/memory-storage';
import { cardPaymentForm } from '../../testing/card-payment-form';
import { openRules } from '../../testing/plan-rules-stub';
import { runtimeValidators } from '../../validation/runtime-validators';
import { keepPassedStep } from './passed-step';

const definition = cardPaymentForm('passed-step-example');

const validators = runtimeValidators(definition, openRules);

const contextWith = (data: FormData, passedSteps: string[]): StepMachineContext => ({
  data,
  errors: {},
  passedSteps,
  lastPassedStep: passedSteps.at(-1),
  returnToReview: false,
  editing: undefined,
  leftAnswers: {},
  result: undefined,
  failure: undefined,
  checked: undefined,
});

describe('keepPassedStep', () => {
  it('stores the answers of the steps taken only, and sends the step passed with its key', () => {
    const store = createApplicationStore({ storage: memoryStorage(), sensitivePaths: () => [] });
    const sent: [string, FormData, string][] = [];
    // Paid by card first, then by check: the card step is no longer taken.
    const data = {
      insured: { name: 'Ann', ssn: '123-45-6789' },
      payment: { method: 'check' },
      card: { number: '4111111111111111' },
    };
    keepPassedStep({
      form: { definition, validators },
      store,
      stepId: 'payment',
      context: contextWith(data, ['insured', 'card', 'payment']),
      saveStep: async (stepId, answers, key) => {
        sent.push([stepId, answers, key]);
      },
    });
    const entry = store.getState().entry(definition.appId, definition.formId);
    expect(entry?.data).toEqual({ insured: data.insured, payment: data.payment });
    expect(entry?.passedSteps).toEqual(['insured', 'payment']);
    const key = store.getState().submissionKey(definition.appId, definition.formId);
    // Of the sensitive answers, only the step's own (it has none): the SSN went with its step.
    expect(sent).toEqual([
      ['payment', { insured: { name: 'Ann' }, payment: { method: 'check' } }, key],
    ]);
  });
});
