import { codeGuard, codeRule } from './code-list';

export type PaymentFrequencyCode = 'Q' | 'S' | 'A';

export interface PaymentFrequency {
  code: PaymentFrequencyCode;
  name: string;
  /** Months of premium collected per payment. */
  multiplier: number;
}

/** Spec §3: the frequencies a member may choose besides the monthly default. */
export const paymentFrequencies: readonly PaymentFrequency[] = [
  { code: 'Q', name: 'Quarterly', multiplier: 3 },
  { code: 'S', name: 'Semiannual', multiplier: 6 },
  { code: 'A', name: 'Annual', multiplier: 12 },
];

/**
 * Rates are monthly and allotments are paid monthly, so quotes need a monthly factor too. It is
 * kept out of the list above so a form's frequency field still accepts only the spec's codes.
 */
export const monthlyPaymentFrequency = { code: 'M', name: 'Monthly', multiplier: 1 } as const;

export const isPaymentFrequencyCode = codeGuard(
  paymentFrequencies.map((frequency) => frequency.code),
);
export const validatePaymentFrequency = codeRule(isPaymentFrequencyCode);

/** Months per payment for Q, S, A or M; undefined for any other code. */
export function paymentFrequencyMultiplier(code: unknown): number | undefined {
  if (code === monthlyPaymentFrequency.code) return monthlyPaymentFrequency.multiplier;
  return paymentFrequencies.find((frequency) => frequency.code === code)?.multiplier;
}
