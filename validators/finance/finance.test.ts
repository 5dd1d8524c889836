import { describe, expect, it } from 'vitest';
import {
  amortizationCsv,
  amountOf,
  validateAmountText,
  amortizationSchedule,
  autoLoanPayment,
  lifeInsuranceNeeds,
  monthlyPayment,
} from './index';

describe('monthlyPayment against published figures', () => {
  it.each([
    [20_000, 6, 60, 386.66],
    [200_000, 6.5, 360, 1264.14],
    [100_000, 5, 360, 536.82],
    [12_000, 0, 12, 1000],
  ])('%d at %d%% for %d months is %d a month', (principal, annualRatePercent, months, payment) => {
    expect(monthlyPayment({ principal, annualRatePercent, months })).toBe(payment);
  });

  it('has no payment for terms that name no loan', () => {
    expect(monthlyPayment({ principal: 0, annualRatePercent: 5, months: 60 })).toBeUndefined();
    expect(monthlyPayment({ principal: 1000, annualRatePercent: -1, months: 60 })).toBeUndefined();
    expect(monthlyPayment({ principal: 1000, annualRatePercent: 5, months: 0 })).toBeUndefined();
    expect(monthlyPayment({ principal: 1000, annualRatePercent: 5, months: 1.5 })).toBeUndefined();
    expect(monthlyPayment({ principal: NaN, annualRatePercent: 5, months: 12 })).toBeUndefined();
  });
});

describe('autoLoanPayment', () => {
  it('finances the price plus tax, less the down payment and trade-in', () => {
    expect(
      autoLoanPayment({
        vehiclePrice: 30_000,
        downPayment: 3_000,
        tradeInValue: 2_000,
        salesTaxPercent: 6,
        annualRatePercent: 4.5,
        months: 60,
      }),
    ).toEqual({
      salesTax: 1800,
      amountFinanced: 26_800,
      monthlyPayment: 499.63,
      totalOfPayments: 29_977.8,
      totalInterest: 3_177.8,
    });
  });

  it('has no payment when nothing is left to finance', () => {
    const paidUp = {
      vehiclePrice: 10_000,
      downPayment: 10_000,
      tradeInValue: 0,
      salesTaxPercent: 0,
      annualRatePercent: 5,
      months: 36,
    };
    expect(autoLoanPayment(paidUp)).toBeUndefined();
    expect(autoLoanPayment({ ...paidUp, downPayment: -5 })).toBeUndefined();
  });
});

describe('amortizationSchedule', () => {
  it('splits the first payment of a 30-year mortgage as lenders do', () => {
    const schedule = amortizationSchedule({
      principal: 200_000,
      annualRatePercent: 6.5,
      months: 360,
    });
    expect(schedule?.rows[0]).toEqual({
      number: 1,
      payment: 1264.14,
      principal: 180.81,
      interest: 1083.33,
      balance: 199_819.19,
    });
    expect(schedule?.rows).toHaveLength(360);
    expect(schedule?.rows.at(-1)?.balance).toBe(0);
    expect(schedule?.totalPrincipal).toBe(200_000);
  });

  it('writes one CSV line per payment under a header', () => {
    const schedule = amortizationSchedule({ principal: 1000, annualRatePercent: 12, months: 2 });
    expect(schedule && amortizationCsv(schedule)).toBe(
      'Payment,Amount,Principal,Interest,Balance\r\n' +
        '1,507.51,497.51,10.00,502.49\r\n' +
        '2,507.51,502.49,5.02,0.00\r\n',
    );
  });
});

describe('lifeInsuranceNeeds', () => {
  it('adds years of income, mortgage, debts, education, final expenses and the rest', () => {
    expect(
      lifeInsuranceNeeds({
        income: 50_000,
        yearsAmount: 10,
        outstandingMortgageAmount: 200_000,
        outstandingDebtAmount: 15_000,
        educationAmount: 80_000,
        finalExpensesAmount: 10_000,
        additionalAmount: 5_000,
      }),
    ).toEqual({
      parts: {
        incomeReplacement: 500_000,
        mortgage: 200_000,
        debts: 15_000,
        education: 80_000,
        finalExpenses: 10_000,
        additional: 5_000,
      },
      total: 810_000,
    });
  });

  it('counts blank or negative amounts as nothing', () => {
    const needs = lifeInsuranceNeeds({
      income: NaN,
      yearsAmount: 5,
      outstandingMortgageAmount: -100,
      outstandingDebtAmount: 0,
      educationAmount: 0,
      finalExpensesAmount: 12_500.5,
      additionalAmount: 0,
    });
    expect(needs.total).toBe(12_500.5);
    expect(needs.parts.incomeReplacement).toBe(0);
    expect(needs.parts.mortgage).toBe(0);
  });
});

describe('amountOf', () => {
  it.each([
    ['25000', 25_000],
    ['$25,000.50', 25_000.5],
    [' 1 000 ', 1000],
    ['.5', 0.5],
    ['7.', 7],
  ])('reads %j as %d', (text, amount) => {
    expect(amountOf(text)).toBe(amount);
  });

  it.each(['', 'abc', '-5', '1e5', '1.2.3', '$'])('refuses %j', (text) => {
    expect(amountOf(text)).toBeUndefined();
  });

  it('says why an amount is refused', () => {
    expect(validateAmountText('', true)).toBe('This field is required');
    expect(validateAmountText('')).toBeUndefined();
    expect(validateAmountText('12x')).toBe('Only numbers allowed');
  });
});
