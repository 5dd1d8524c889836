import { paymentFrequencyMultiplier } from '../../validators';
import type { MonthlyRate } from '../validation/plan-rules';

/**
 * The monthly premium in US dollars, to the cent: round(cents x coverage / perCoverage) cents,
 * the arithmetic of the plan catalogue's quote, so the two always agree.
 */
export function monthlyPremium(rate: MonthlyRate, coverage: number): number {
  return Math.round((rate.cents * coverage) / rate.perCoverage) / 100;
}

/**
 * The amount due per payment at a payment frequency (M, Q, S, A): that many monthly premiums,
 * counted in cents so a quarterly payment is exactly three monthly ones; undefined for any other
 * code.
 */
export function paymentAmount(monthly: number, frequency: unknown): number | undefined {
  const multiplier = paymentFrequencyMultiplier(frequency);
  return multiplier === undefined ? undefined : (Math.round(monthly * 100) * multiplier) / 100;
}
