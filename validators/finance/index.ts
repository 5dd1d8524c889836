// Financial calculators of spec §2 "Financial resources" and the live calculator (§3): pure
// functions of their inputs, in dollars rounded to the cent.
export { toCents, roundToCent, monthlyRateOf } from './money';
export { isLoanTerms, exactMonthlyPayment, monthlyPayment, type LoanTerms } from './loan-payment';
export { autoLoanPayment, type AutoLoanInput, type AutoLoanResult } from './auto-loan';
export {
  amortizationSchedule,
  amortizationCsv,
  type AmortizationRow,
  type AmortizationSchedule,
} from './amortization';
export {
  lifeInsuranceNeeds,
  lifeInsuranceNeedsMethod,
  lifeInsuranceNeedsPartNames,
  type LifeInsuranceNeeds,
  type LifeInsuranceNeedsInput,
  type LifeInsuranceNeedsParts,
} from './life-insurance-needs';
export { amountOf, amountOrZero, validateAmountText } from './amount-text';
export {
  applicantAge,
  dutyStatusCodeOf,
  emptyLiveCalculatorAnswers,
  liveCalculatorErrors,
  liveCalculatorEstimate,
  liveCalculatorFields,
  needsAmountFields,
  type LiveCalculatorAnswers,
  type LiveCalculatorField,
} from './live-calculator';
