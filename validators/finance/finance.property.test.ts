import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amortizationSchedule,
  exactMonthlyPayment,
  lifeInsuranceNeeds,
  monthlyPayment,
  type LoanTerms,
} from './index';

const loanTerms: fc.Arbitrary<LoanTerms> = fc.record({
  principal: fc.integer({ min: 100, max: 2_000_000_00 }).map((cents) => cents / 100),
  annualRatePercent: fc.integer({ min: 0, max: 3000 }).map((hundredths) => hundredths / 100),
  months: fc.integer({ min: 1, max: 480 }),
});

/** The closed-form annuity payment, written out independently of the code under test. */
function annuity({ principal, annualRatePercent, months }: LoanTerms): number {
  const r = annualRatePercent / 1200;
  if (r === 0) return principal / months;
  const growth = Math.pow(1 + r, months);
  return (principal * r * growth) / (growth - 1);
}

/** The balance after k exact payments, by the closed form B_k = P(1+r)^k − A((1+r)^k − 1)/r. */
function closedFormBalance(terms: LoanTerms, k: number): number {
  const r = terms.annualRatePercent / 1200;
  const payment = annuity(terms);
  if (r === 0) return terms.principal - payment * k;
  const growth = Math.pow(1 + r, k);
  return terms.principal * growth - (payment * (growth - 1)) / r;
}

describe('loan payment against the closed-form annuity formula', () => {
  it('is the annuity payment, to the cent', () => {
    fc.assert(
      fc.property(loanTerms, (terms) => {
        const exact = annuity(terms);
        expect(Math.abs(exactMonthlyPayment(terms) - exact)).toBeLessThanOrEqual(1e-9 * exact);
        const payment = monthlyPayment(terms);
        expect(payment).toBeDefined();
        expect(Math.abs((payment ?? 0) - annuity(terms))).toBeLessThanOrEqual(0.005 + 1e-9);
      }),
    );
  });

  it('repays at least the principal, and more whenever there is interest', () => {
    fc.assert(
      fc.property(loanTerms, (terms) => {
        const total = exactMonthlyPayment(terms) * terms.months;
        if (terms.annualRatePercent === 0) expect(total).toBeCloseTo(terms.principal, 6);
        else expect(total).toBeGreaterThan(terms.principal);
      }),
    );
  });
});

describe('amortization schedule', () => {
  it('repays the principal exactly, ending at a zero balance that only ever falls', () => {
    fc.assert(
      fc.property(loanTerms, (terms) => {
        const schedule = amortizationSchedule(terms);
        expect(schedule).toBeDefined();
        if (!schedule) return;
        const principalCents = schedule.rows.reduce(
          (sum, row) => sum + Math.round(row.principal * 100),
          0,
        );
        expect(principalCents).toBe(Math.round(terms.principal * 100));
        expect(schedule.rows.at(-1)?.balance).toBe(0);
        expect(schedule.rows.length).toBeLessThanOrEqual(terms.months);
        schedule.rows.forEach((row, index) => {
          const before = index === 0 ? terms.principal : (schedule.rows[index - 1]?.balance ?? 0);
          expect(row.balance).toBeLessThanOrEqual(before);
          expect(Math.round(row.payment * 100)).toBe(
            Math.round(row.principal * 100) + Math.round(row.interest * 100),
          );
        });
      }),
    );
  });

  it('follows the closed-form balance within the cents rounded along the way', () => {
    fc.assert(
      fc.property(loanTerms, fc.double({ min: 0, max: 1, noNaN: true }), (terms, where) => {
        const schedule = amortizationSchedule(terms);
        const k = Math.max(1, Math.ceil(where * terms.months));
        const row = schedule?.rows[k - 1];
        if (!row || k === terms.months) return;
        // Each payment is off the exact one by at most half a cent, and that error grows with
        // interest: at most k cents-ish by month k, compounded.
        const tolerance = 0.01 * k * Math.pow(1 + terms.annualRatePercent / 1200, k) + 0.01;
        expect(Math.abs(row.balance - closedFormBalance(terms, k))).toBeLessThanOrEqual(tolerance);
      }),
    );
  });
});

describe('life-insurance needs', () => {
  const amount = fc.integer({ min: 0, max: 10_000_000_00 }).map((cents) => cents / 100);
  it('is years × income plus every other amount, and its parts add up to it', () => {
    fc.assert(
      fc.property(
        fc.record({
          income: amount,
          yearsAmount: fc.integer({ min: 0, max: 40 }),
          outstandingMortgageAmount: amount,
          outstandingDebtAmount: amount,
          educationAmount: amount,
          finalExpensesAmount: amount,
          additionalAmount: amount,
        }),
        (input) => {
          const needs = lifeInsuranceNeeds(input);
          const expected =
            input.income * input.yearsAmount +
            input.outstandingMortgageAmount +
            input.outstandingDebtAmount +
            input.educationAmount +
            input.finalExpensesAmount +
            input.additionalAmount;
          expect(needs.total).toBeCloseTo(expected, 2);
          const sumOfParts = Object.values(needs.parts).reduce((sum, part) => sum + part, 0);
          expect(needs.total).toBeCloseTo(sumOfParts, 2);
          expect(needs.parts.incomeReplacement).toBeCloseTo(input.income * input.yearsAmount, 2);
        },
      ),
    );
  });
});
