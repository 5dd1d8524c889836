import type { AmortizationRow } from '../../validators';

export interface YearTotals {
  /** 1 for the first twelve payments. */
  year: number;
  principal: number;
  interest: number;
}

/** Principal and interest paid in each loan year (twelve payments), in dollars to the cent. */
export function yearlyTotals(rows: readonly AmortizationRow[]): YearTotals[] {
  const years: YearTotals[] = [];
  for (const row of rows) {
    const year = Math.ceil(row.number / 12);
    const current = years[year - 1] ?? { year, principal: 0, interest: 0 };
    current.principal = Math.round((current.principal + row.principal) * 100) / 100;
    current.interest = Math.round((current.interest + row.interest) * 100) / 100;
    years[year - 1] = current;
  }
  return years;
}
