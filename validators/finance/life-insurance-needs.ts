import { toCents } from './money';

/** The amounts of the live calculator form (spec §3) that the estimate adds up. */
export interface LifeInsuranceNeedsInput {
  /** Yearly income, in dollars. */
  income: number;
  /** Years of income to replace. */
  yearsAmount: number;
  outstandingMortgageAmount: number;
  outstandingDebtAmount: number;
  educationAmount: number;
  finalExpensesAmount: number;
  additionalAmount: number;
}

/** Each part of the estimate, in the order the method adds them. */
export interface LifeInsuranceNeedsParts {
  incomeReplacement: number;
  mortgage: number;
  debts: number;
  education: number;
  finalExpenses: number;
  additional: number;
}

export interface LifeInsuranceNeeds {
  parts: LifeInsuranceNeedsParts;
  total: number;
}

export const lifeInsuranceNeedsPartNames: Readonly<Record<keyof LifeInsuranceNeedsParts, string>> =
  {
    incomeReplacement: 'Income to replace',
    mortgage: 'Mortgage',
    debts: 'Other debts',
    education: 'Education',
    finalExpenses: 'Final expenses',
    additional: 'Additional amount',
  };

/**
 * How the estimate is made, in the words the live calculator's help, its PDF and
 * docs/calculators.md use.
 */
export const lifeInsuranceNeedsMethod =
  'The estimate adds up what your family would need: your yearly income times the years of income to replace, plus the mortgage and other debts still owed, plus the education costs and final expenses to pay, plus any additional amount you want to leave. Amounts left blank count as nothing. It is an estimate to start from, not advice: savings, other coverage and benefits such as SGLI or VGLI can reduce what you need.';

/** An amount as the estimate counts it: a blank, negative or unreadable one counts as 0. */
const counted = (value: number | undefined): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.min(value, 1e12) : 0;

/**
 * The life-insurance needs estimate: years of income to replace times the yearly income, plus
 * the mortgage, other debts, education and final expenses still to pay, plus any additional
 * amount. Each part is returned rounded to the cent, and the total is their sum.
 */
export function lifeInsuranceNeeds(given: LifeInsuranceNeedsInput): LifeInsuranceNeeds {
  const input: Partial<LifeInsuranceNeedsInput> =
    typeof given === 'object' && given !== null ? given : {};
  const partCents = {
    incomeReplacement: toCents(counted(input.income) * counted(input.yearsAmount)),
    mortgage: toCents(counted(input.outstandingMortgageAmount)),
    debts: toCents(counted(input.outstandingDebtAmount)),
    education: toCents(counted(input.educationAmount)),
    finalExpenses: toCents(counted(input.finalExpensesAmount)),
    additional: toCents(counted(input.additionalAmount)),
  };
  const totalCents = Object.values(partCents).reduce((sum, cents) => sum + cents, 0);
  const parts = Object.fromEntries(
    Object.entries(partCents).map(([name, cents]) => [name, cents / 100]),
  ) as unknown as LifeInsuranceNeedsParts;
  return { parts, total: totalCents / 100 };
}
