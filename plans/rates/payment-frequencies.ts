import {
  monthlyPaymentFrequency,
  paymentFrequencies,
  type PaymentFrequencyCode,
} from '../../validators';

/** Monthly plus the spec's payment frequencies (validators' list): Q x3, S x6, A x12. */
export type QuoteFrequency = typeof monthlyPaymentFrequency.code | PaymentFrequencyCode;

function multiplierOf(code: PaymentFrequencyCode): number {
  const frequency = paymentFrequencies.find((f) => f.code === code);
  if (frequency === undefined) throw new Error(`payment frequency ${code} is missing`);
  return frequency.multiplier;
}

/** Months paid at once per payment frequency, keyed by frequency code. */
export const frequencyMultipliers: Readonly<Record<QuoteFrequency, number>> = {
  M: monthlyPaymentFrequency.multiplier,
  Q: multiplierOf('Q'),
  S: multiplierOf('S'),
  A: multiplierOf('A'),
};
