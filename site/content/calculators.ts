// Words of the financial calculators (spec §2 "Financial resources") and the live calculator.
export const calculatorsPath = '/membership-benefits/financial-resources/calculators';

export const calculatorPages = [
  { path: `${calculatorsPath}/auto-loan-payment/`, name: 'Auto loan payment' },
  { path: `${calculatorsPath}/loan-amortization/`, name: 'Loan amortization' },
  { path: `${calculatorsPath}/life-insurance-needs/`, name: 'Life insurance needs' },
] as const;

export const autoLoanCopy = {
  heading: 'Auto loan payment calculator',
  lead: 'See what a car loan costs each month before you visit the dealer. The payment updates as you type.',
  fields: {
    vehiclePrice: 'Vehicle price ($)',
    downPayment: 'Down payment ($)',
    tradeInValue: 'Trade-in value ($)',
    salesTaxPercent: 'Sales tax (%)',
    annualRatePercent: 'Interest rate (APR, %)',
    months: 'Loan term (months)',
  },
  nothingToFinance:
    'Enter a price above your down payment and trade-in, a rate and a term to see the payment.',
  method:
    'Sales tax is charged on the vehicle price; the down payment and trade-in value are taken off; the rest is financed at the monthly rate (the APR divided by 12) for the number of months: payment = amount × rate ÷ (1 − (1 + rate)^−months).',
};

export const amortizationCopy = {
  heading: 'Loan amortization calculator',
  lead: 'See how each payment of a loan splits between principal and interest, and what you still owe after it.',
  fields: {
    principal: 'Loan amount ($)',
    annualRatePercent: 'Interest rate (APR, %)',
    months: 'Loan term (months)',
  },
  noSchedule: 'Enter a loan amount, a rate and a term of 1 to 600 months to see the schedule.',
  chartTitle: 'Principal and interest paid each year',
  download: 'Download the schedule (CSV)',
  tableLabel: 'Amortization schedule, one row per payment',
  method:
    "Each month's interest is what you still owe times the monthly rate (the APR divided by 12), rounded to the cent; the rest of the payment repays principal. The last payment is whatever clears the balance.",
};
