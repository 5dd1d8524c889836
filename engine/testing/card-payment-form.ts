// A form of three steps for the tests of what is stored and sent: the insured (a sensitive SSN),
// the payment method, and a card step taken only when the method is a card (sensitive numbers).
import type { FormDefinition, JsonSchema, StepDefinition } from '../definition/types';
import { exampleForm } from './example-form';

const text = { type: 'string' };
const secret = { type: 'string', sensitive: true };

/** The card step, taken only when the payment method answered is a card (`cc`). */
export const cardStep = (card: Record<string, JsonSchema>): StepDefinition => ({
  id: 'card',
  title: 'Card',
  condition: {
    required: ['payment'],
    properties: { payment: { required: ['method'], properties: { method: { const: 'cc' } } } },
  },
  schema: { type: 'object', properties: { card: { type: 'object', properties: card } } },
});

export const cardPaymentForm = (formId: string): FormDefinition =>
  exampleForm(formId, [
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
    cardStep({ number: secret, cvv: secret }),
  ]);
