import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import {
  paymentFrequencies,
  paymentFrequencyMultiplier,
  validatePaymentFrequency,
} from './payment-frequencies';

describe('payment frequencies (spec §3)', () => {
  it('payment frequencies with their multipliers, monthly only as a factor', () => {
    expect(paymentFrequencies.map((f) => [f.code, f.multiplier])).toEqual([
      ['Q', 3],
      ['S', 6],
      ['A', 12],
    ]);
    expect(paymentFrequencyMultiplier('M')).toBe(1);
    expect(paymentFrequencyMultiplier('A')).toBe(12);
    expect(paymentFrequencyMultiplier('W')).toBeUndefined();
    expect(validatePaymentFrequency('S')).toBeUndefined();
    expect(validatePaymentFrequency('M')).toBe(messages.invalid);
  });
});
