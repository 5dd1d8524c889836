import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '../definition/types';
import { analyticsItem } from './analytics-item';

const definition = { formId: 'f', appId: 'a', branding: 'life' } as FormDefinition;

describe('analyticsItem', () => {
  it('names the form, app, brand and step, and adds up the premiums', () => {
    expect(
      analyticsItem(definition, 'coverage', { premium: 10.1, spousePremium: 5.2, schedule: '95' }),
    ).toEqual({
      formId: 'f',
      appId: 'a',
      brand: 'life',
      step: 'coverage',
      premium: 15.3,
      schedule: '95',
    });
    expect(analyticsItem(definition, 'insured')).toEqual({
      formId: 'f',
      appId: 'a',
      brand: 'life',
      step: 'insured',
    });
  });

  it('carries the payment amount once a frequency is chosen (spec: payment amount or premium)', () => {
    expect(analyticsItem(definition, 'payment', { premium: 8.32, frequency: 'A' })).toMatchObject({
      premium: 8.32,
      paymentAmount: 99.84,
    });
    expect(analyticsItem(definition, 'payment', { premium: 8.32, frequency: 'Q' })).toMatchObject({
      paymentAmount: 24.96,
    });
    expect(analyticsItem(definition, 'coverage', { premium: 8.32 })).not.toHaveProperty(
      'paymentAmount',
    );
  });

  it("carries a fixed-price plan's payment as the payment amount, with no monthly premium", () => {
    expect(analyticsItem(definition, 'payment', { fixedPayment: 277.2 })).toEqual({
      formId: 'f',
      appId: 'a',
      brand: 'life',
      step: 'payment',
      paymentAmount: 277.2,
    });
  });
});
