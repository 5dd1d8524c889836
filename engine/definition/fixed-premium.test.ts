import { describe, expect, it } from 'vitest';
import { messages } from '../../validators';
import { exampleForm } from '../testing/example-form';
import { runtimeValidators } from '../validation/runtime-validators';
import { fixedPremiumFindings, fixedPremiumText, withFixedPremium } from './fixed-premium';
import { openRules, rulesWith } from '../testing/plan-rules-stub';

const priced = rulesWith({
  fixedPremium: () => ({ amount: 277.2, renewalPeriodMonths: 12 }),
});

const written = exampleForm('fixed', [
  {
    id: 'payment',
    title: 'Payment',
    schema: {
      type: 'object',
      required: ['payment'],
      properties: {
        payment: {
          type: 'object',
          required: ['amount'],
          properties: {
            amount: { type: 'number', title: 'Payment', fixedPremiumForPlan: true },
          },
        },
      },
    },
    uiSchema: { payment: { amount: { 'ui:help': 'Billed once a year' } } },
  },
]);

describe('a fixed-price plan (fixedPremiumForPlan)', () => {
  const served = withFixedPremium(written, priced);

  it("writes the catalogue's price as the field's only answer, its default and its name", () => {
    const [step] = served.steps;
    expect(step?.schema).toMatchObject({
      properties: {
        payment: {
          properties: {
            amount: { type: 'number', enum: [277.2], default: 277.2, fixedPremiumForPlan: true },
          },
        },
      },
    });
    expect(step?.uiSchema).toEqual({
      payment: {
        amount: {
          'ui:help': 'Billed once a year',
          'ui:widget': 'radio',
          'ui:enumNames': ['$277.20 every 12 months'],
        },
      },
    });
  });

  it('takes the price and refuses any other amount the browser sends', () => {
    const validators = runtimeValidators(served, priced);
    expect(validators.validateStep('payment', { payment: { amount: 277.2 } })).toEqual({});
    expect(validators.validateStep('payment', { payment: { amount: 1 } })).toEqual({
      'payment.amount': messages.invalid,
    });
    expect(validators.validateStep('payment', { payment: {} })).toEqual({
      'payment.amount': messages.required,
    });
  });

  it('says in the served definition where the form carries the price, and what it is', () => {
    expect(served.fixedPremium).toEqual({
      pointer: '/payment/amount',
      amount: 277.2,
      renewalPeriodMonths: 12,
    });
    expect(written.fixedPremium).toBeUndefined();
    expect(withFixedPremium(written, openRules).fixedPremium).toBeUndefined();
  });

  it('refuses every amount of a plan with no price, and check:catalogue names the field', () => {
    const unpriced = withFixedPremium(written, openRules);
    const validators = runtimeValidators(unpriced, openRules);
    expect(validators.validateStep('payment', { payment: { amount: 277.2 } })).toEqual({
      'payment.amount': messages.invalid,
    });
    expect(fixedPremiumFindings('forms/x.json', written, openRules)).toEqual([
      "forms/x.json: /steps/0/schema/properties/payment/properties/amount: fixedPremiumForPlan, but 'p' variant 'v' has no fixedPremium in the plan catalogue",
    ]);
    expect(fixedPremiumFindings('forms/x.json', written, priced)).toEqual([]);
  });

  it("finds a fixed-price plan's form that carries no price", () => {
    const without = exampleForm('plain', [{ id: 'a', title: 'A', schema: { type: 'object' } }]);
    expect(fixedPremiumFindings('forms/y.json', without, priced)).toEqual([
      `forms/y.json: 'p' variant 'v' has a fixedPremium in the plan catalogue: a field must carry it ("fixedPremiumForPlan": true)`,
    ]);
  });

  it('says the price and its renewal period', () => {
    expect(fixedPremiumText({ amount: 277.2, renewalPeriodMonths: 12 })).toBe(
      '$277.20 every 12 months',
    );
    expect(fixedPremiumText({ amount: 20, renewalPeriodMonths: 1 })).toBe('$20 every month');
  });
});
