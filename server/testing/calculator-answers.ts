import { emptyLiveCalculatorAnswers, type LiveCalculatorAnswers } from '../../validators';

/**
 * A whole answer of the live calculator: retired, married, in Virginia, born June 1980, $60,000
 * a year for 10 years plus $150,000 of mortgage, $12,000 of debts, $50,000 of education and
 * $15,000 of final expenses: an estimate of $827,000.
 */
export const sampleCalculatorAnswers: LiveCalculatorAnswers = {
  ...emptyLiveCalculatorAnswers,
  dutyStatus: 'retired',
  familyStatus: 'M',
  zipCode: '22202',
  state: 'VA',
  monthBorn: '6',
  yearBorn: '1980',
  income: '60,000',
  yearsAmount: '10',
  childrenCount: '2',
  outstandingMortgageAmount: '150000',
  outstandingDebtAmount: '12,000',
  educationAmount: '50000',
  finalExpensesAmount: '15000',
};
