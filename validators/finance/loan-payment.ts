import { monthlyRateOf, roundToCent } from './money';

export interface LoanTerms {
  /** The amount borrowed, in dollars. */
  principal: number;
  /** Annual percentage rate, e.g. 6.5 for 6.5 %. */
  annualRatePercent: number;
  /** Number of monthly payments. */
  months: number;
}

/**
 * Whether loan terms can be computed: a positive principal, a rate from 0 to 100 % and a whole
 * number of months from 1 to 600 (50 years). Anything else has no payment.
 */
export function isLoanTerms(terms: LoanTerms): boolean {
  if (typeof terms !== 'object' || terms === null) return false;
  const { principal, annualRatePercent, months } = terms;
  return (
    Number.isFinite(principal) &&
    principal > 0 &&
    principal <= 1e9 &&
    Number.isFinite(annualRatePercent) &&
    annualRatePercent >= 0 &&
    annualRatePercent <= 100 &&
    Number.isInteger(months) &&
    months >= 1 &&
    months <= 600
  );
}

/**
 * The level monthly payment that repays a loan in full, unrounded: P·r / (1 − (1 + r)^−n) with r
 * the monthly rate, or P / n when there is no interest.
 */
export function exactMonthlyPayment(terms: LoanTerms): number {
  if (!isLoanTerms(terms)) return Number.NaN;
  const rate = monthlyRateOf(terms.annualRatePercent);
  if (rate === 0) return terms.principal / terms.months;
  return (terms.principal * rate) / (1 - (1 + rate) ** -terms.months);
}

/** The monthly payment rounded to the cent, as a lender quotes it; undefined for bad terms. */
export function monthlyPayment(terms: LoanTerms): number | undefined {
  return isLoanTerms(terms) ? roundToCent(exactMonthlyPayment(terms)) : undefined;
}
