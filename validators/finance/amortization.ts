import { isLoanTerms, monthlyPayment, type LoanTerms } from './loan-payment';
import { monthlyRateOf, toCents } from './money';

export interface AmortizationRow {
  /** 1 for the first payment. */
  number: number;
  payment: number;
  principal: number;
  interest: number;
  /** What is still owed after this payment. */
  balance: number;
}

export interface AmortizationSchedule {
  monthlyPayment: number;
  rows: AmortizationRow[];
  totalPrincipal: number;
  totalInterest: number;
  totalPaid: number;
}

/**
 * Every payment of a loan, in whole cents: each month's interest is the balance times the monthly
 * rate, rounded to the cent; the rest of the payment repays principal. The last payment is
 * whatever clears the balance, so the principal repaid adds up to the amount borrowed exactly.
 * Undefined for terms isLoanTerms refuses.
 */
export function amortizationSchedule(terms: LoanTerms): AmortizationSchedule | undefined {
  const payment = monthlyPayment(terms);
  if (payment === undefined || !isLoanTerms(terms)) return undefined;
  const rate = monthlyRateOf(terms.annualRatePercent);
  const paymentCents = toCents(payment);
  let balanceCents = toCents(terms.principal);
  let interestTotalCents = 0;
  const rows: AmortizationRow[] = [];
  for (let number = 1; number <= terms.months && balanceCents > 0; number += 1) {
    const interestCents = Math.round(balanceCents * rate);
    const last = number === terms.months;
    const principalCents = last
      ? balanceCents
      : Math.min(balanceCents, paymentCents - interestCents);
    balanceCents -= principalCents;
    interestTotalCents += interestCents;
    rows.push({
      number,
      payment: (principalCents + interestCents) / 100,
      principal: principalCents / 100,
      interest: interestCents / 100,
      balance: balanceCents / 100,
    });
  }
  const totalPrincipal = toCents(terms.principal) / 100;
  return {
    monthlyPayment: payment,
    rows,
    totalPrincipal,
    totalInterest: interestTotalCents / 100,
    totalPaid: (toCents(terms.principal) + interestTotalCents) / 100,
  };
}

const isScheduleRow = (row: unknown): row is AmortizationRow =>
  typeof row === 'object' &&
  row !== null &&
  ['number', 'payment', 'principal', 'interest', 'balance'].every(
    (key) => typeof (row as Record<string, unknown>)[key] === 'number',
  );

/** The schedule as CSV (RFC 4180 line ends), one line per payment after a header line. */
export function amortizationCsv(schedule: AmortizationSchedule): string {
  const rows = Array.isArray(schedule?.rows) ? schedule.rows.filter(isScheduleRow) : [];
  const lines = [
    'Payment,Amount,Principal,Interest,Balance',
    ...rows.map((row) =>
      [row.number, row.payment, row.principal, row.interest, row.balance]
        .map((value, index) => (index === 0 ? String(value) : value.toFixed(2)))
        .join(','),
    ),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
