import { frequencyMultipliers, type QuoteFrequency } from './payment-frequencies';
import { monthlyRate, type QuoteRequest } from './rate-request';

export type { QuoteRequest } from './rate-request';

export interface Quote {
  /** US dollars per month, to the cent. */
  monthly: number;
  /** The amount due per payment: monthly, quarterly (x3), semiannual (x6), annual (x12). */
  byFrequency: Record<QuoteFrequency, number>;
  /** Level Term 10/20 only. */
  scheduleCode?: string;
}

/**
 * The premium of one policy. Monthly = monthlyCost x coverage / 50,000, rounded half up to the
 * cent; every payment frequency is that rounded monthly amount times its multiplier, so a
 * quarterly payment is exactly three monthly ones. Throws a QuoteError for any input outside the
 * tables, never returns NaN.
 */
export function quote(request: QuoteRequest): Quote {
  const rate = monthlyRate(request);
  const monthlyCents = Math.round((rate.cents * request.coverage) / rate.perCoverage);
  const due = (frequency: QuoteFrequency): number =>
    (monthlyCents * frequencyMultipliers[frequency]) / 100;
  const byFrequency = { M: due('M'), Q: due('Q'), S: due('S'), A: due('A') };
  return rate.scheduleCode === undefined
    ? { monthly: monthlyCents / 100, byFrequency }
    : { monthly: monthlyCents / 100, byFrequency, scheduleCode: rate.scheduleCode };
}
