import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { paymentMethods, validatePaymentMethod } from './payment-methods';

describe('payment method codes (spec §3)', () => {
  it('payment method codes with labels, the ng ones flagged', () => {
    expect(paymentMethods.map((m) => m.code)).toEqual([
      'same',
      'eft',
      'cc',
      'check',
      'maa',
      'ngallotment',
      'ngdirect',
      'ngbill',
    ]);
    for (const method of paymentMethods) {
      expect(method.label.length).toBeGreaterThan(0);
      expect(method.nationalGuard).toBe(method.code.startsWith('ng'));
    }
    expect(validatePaymentMethod('ngbill')).toBeUndefined();
    expect(validatePaymentMethod('paypal')).toBe(messages.invalid);
  });
});
