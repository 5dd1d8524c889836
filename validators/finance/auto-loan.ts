import { monthlyPayment } from './loan-payment';
import { roundToCent, toCents } from './money';

export interface AutoLoanInput {
  vehiclePrice: number;
  downPayment: number;
  tradeInValue: number;
  /** Sales tax on the vehicle price, in percent. */
  salesTaxPercent: number;
  annualRatePercent: number;
  months: number;
}

export interface AutoLoanResult {
  salesTax: number;
  /** Price plus tax, less the down payment and the trade-in. */
  amountFinanced: number;
  monthlyPayment: number;
  /** Every payment added up, the last one included at the same amount. */
  totalOfPayments: number;
  totalInterest: number;
}

const isAmount = (value: number): boolean => Number.isFinite(value) && value >= 0 && value <= 1e9;

/**
 * The monthly payment of a car loan: sales tax is charged on the price, the down payment and the
 * trade-in are taken off, and the rest is financed at the rate for the term. Undefined when
 * nothing is left to finance or an input is not an amount.
 */
export function autoLoanPayment(input: AutoLoanInput): AutoLoanResult | undefined {
  if (typeof input !== 'object' || input === null) return undefined;
  const { vehiclePrice, downPayment, tradeInValue, salesTaxPercent } = input;
  if (![vehiclePrice, downPayment, tradeInValue].every(isAmount)) return undefined;
  if (!Number.isFinite(salesTaxPercent) || salesTaxPercent < 0 || salesTaxPercent > 100)
    return undefined;
  const salesTaxCents = toCents((vehiclePrice * salesTaxPercent) / 100);
  const financedCents =
    toCents(vehiclePrice) + salesTaxCents - toCents(downPayment) - toCents(tradeInValue);
  const amountFinanced = financedCents / 100;
  const payment = monthlyPayment({
    principal: amountFinanced,
    annualRatePercent: input.annualRatePercent,
    months: input.months,
  });
  if (payment === undefined) return undefined;
  const totalOfPayments = roundToCent(payment * input.months);
  return {
    salesTax: salesTaxCents / 100,
    amountFinanced,
    monthlyPayment: payment,
    totalOfPayments,
    totalInterest: roundToCent(totalOfPayments - amountFinanced),
  };
}
