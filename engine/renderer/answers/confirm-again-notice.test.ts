import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '../../definition/types';
import { withdrawnConfirmations } from '../../machine/withdrawn-confirmations';
import { exampleForm } from '../../testing/example-form';
import { confirmAgainNotices } from './confirm-again-notice';

const definition: FormDefinition = exampleForm('notice-example', [
  {
    id: 'payment',
    title: 'Payment',
    schema: {
      type: 'object',
      properties: {
        payment: {
          type: 'object',
          properties: { method: { type: 'string', title: 'Payment method' } },
        },
      },
    },
  },
  {
    id: 'consent',
    title: 'Consent',
    confirmAgainWhenChanged: [{ answer: '/payment/method', confirmations: ['/consent/pay'] }],
    schema: {
      type: 'object',
      properties: {
        consent: {
          type: 'object',
          properties: {
            pay: { type: 'string', title: 'I authorize the payments.', format: 'confirmation' },
            true: { type: 'string', title: 'All is true.', format: 'confirmation' },
          },
        },
      },
    },
  },
]);

const before = { payment: { method: 'cc' }, consent: { pay: '1', true: '1' } };

describe('confirmAgainNotices', () => {
  it('says which answer changed and what to confirm again, on the step asked again', () => {
    const changed = { ...before, payment: { method: 'check' } };
    const after = withdrawnConfirmations(definition, before, changed);
    expect(confirmAgainNotices(definition, before, after)).toEqual({
      consent:
        'Your answer to Payment method changed, so please confirm this again: I authorize the payments.',
    });
  });

  it('says nothing when the answer is the same, or nothing had been confirmed', () => {
    expect(confirmAgainNotices(definition, before, before)).toEqual({});
    const unconfirmed = { payment: { method: 'cc' } };
    const after = { payment: { method: 'check' } };
    expect(confirmAgainNotices(definition, unconfirmed, after)).toEqual({});
  });
});
