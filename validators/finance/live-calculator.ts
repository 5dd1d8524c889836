import { calendarDate, isValidInstant } from '../calendar';
import { associationTimeZone } from '../constants';
import { validateZip } from '../formats/zip';
import { dutyStatuses, type DutyStatusCode } from '../lists/duty-statuses';
import { isRelationshipStatusCode } from '../lists/relationship-statuses';
import { isStateCode } from '../lists/states';
import { messages } from '../messages';
import { amountOf, amountOrZero, validateAmountText } from './amount-text';
import { lifeInsuranceNeeds, type LifeInsuranceNeeds } from './life-insurance-needs';

/**
 * The live calculator form of spec §3, as typed (every answer a string), plus the state of
 * residence: the plans suggested depend on it and no ZIP-to-state table exists to derive it.
 */
export interface LiveCalculatorAnswers {
  /** A duty status id of the validators' list (several statuses share a code). */
  dutyStatus: string;
  /** A relationship status code: S, M, W or D. */
  familyStatus: string;
  zipCode: string;
  state: string;
  /** 1 to 12. */
  monthBorn: string;
  yearBorn: string;
  /** '1' or '0', '0' by default (spec §3). */
  tobaccoUse: string;
  income: string;
  yearsAmount: string;
  childrenCount: string;
  outstandingMortgageAmount: string;
  outstandingDebtAmount: string;
  educationAmount: string;
  finalExpensesAmount: string;
  additionalAmount: string;
}

export type LiveCalculatorField = keyof LiveCalculatorAnswers;

export const liveCalculatorFields: readonly LiveCalculatorField[] = [
  'dutyStatus',
  'familyStatus',
  'zipCode',
  'state',
  'monthBorn',
  'yearBorn',
  'tobaccoUse',
  'income',
  'yearsAmount',
  'childrenCount',
  'outstandingMortgageAmount',
  'outstandingDebtAmount',
  'educationAmount',
  'finalExpensesAmount',
  'additionalAmount',
];

export const emptyLiveCalculatorAnswers: Readonly<LiveCalculatorAnswers> = {
  dutyStatus: '',
  familyStatus: '',
  zipCode: '',
  state: '',
  monthBorn: '',
  yearBorn: '',
  tobaccoUse: '0',
  income: '',
  yearsAmount: '',
  childrenCount: '',
  outstandingMortgageAmount: '',
  outstandingDebtAmount: '',
  educationAmount: '',
  finalExpensesAmount: '',
  additionalAmount: '',
};

/** The amounts the estimate adds to the income to replace; each may be left blank. */
export const needsAmountFields = [
  'outstandingMortgageAmount',
  'outstandingDebtAmount',
  'educationAmount',
  'finalExpensesAmount',
  'additionalAmount',
] as const;

/** The duty status code of a status id, e.g. 'retired' → '3'. */
export function dutyStatusCodeOf(id: string): DutyStatusCode | undefined {
  return dutyStatuses.find((status) => status.id === id)?.code;
}

const wholeNumberIn = (text: string, min: number, max: number): number | undefined => {
  if (typeof text !== 'string' || !/^\d+$/.test(text.trim())) return undefined;
  const value = Number(text);
  return value >= min && value <= max ? value : undefined;
};

/**
 * Whole years of age at `now` for someone born in that month and year, on the association's
 * calendar: the birthday counts as reached from the first of the birth month (the form asks no
 * day). Undefined for a month or year that is not one, or a birth after `now`.
 */
export function applicantAge(monthBorn: string, yearBorn: string, now: Date): number | undefined {
  const month = wholeNumberIn(monthBorn, 1, 12);
  const year = wholeNumberIn(yearBorn, 1900, 9999);
  const today = isValidInstant(now) ? calendarDate(now, associationTimeZone) : undefined;
  if (month === undefined || year === undefined || today === undefined) return undefined;
  const age = today.year - year - (today.month < month ? 1 : 0);
  return age >= 0 ? age : undefined;
}

/** The answers as text, whatever was given: a missing or non-text answer is a blank one. */
function textAnswers(given: unknown): LiveCalculatorAnswers {
  const record =
    typeof given === 'object' && given !== null ? (given as Record<string, unknown>) : {};
  return Object.fromEntries(
    liveCalculatorFields.map((field) => {
      const value = record[field];
      return [field, typeof value === 'string' ? value : ''];
    }),
  ) as unknown as LiveCalculatorAnswers;
}

const requiredChoice = (value: string, valid: boolean): string | undefined => {
  if (value === '') return messages.required;
  return valid ? undefined : messages.invalid;
};

/** Each answer's message, the same in the browser and in the calculator api; {} when all pass. */
export function liveCalculatorErrors(
  given: LiveCalculatorAnswers,
  now: Date,
): Partial<Record<LiveCalculatorField, string>> {
  const answers = textAnswers(given);
  const errors: Partial<Record<LiveCalculatorField, string>> = {
    dutyStatus: requiredChoice(
      answers.dutyStatus,
      dutyStatusCodeOf(answers.dutyStatus) !== undefined,
    ),
    familyStatus: requiredChoice(
      answers.familyStatus,
      isRelationshipStatusCode(answers.familyStatus),
    ),
    zipCode: answers.zipCode.trim() === '' ? messages.required : validateZip(answers.zipCode),
    state: requiredChoice(answers.state, isStateCode(answers.state)),
    monthBorn: requiredChoice(
      answers.monthBorn,
      wholeNumberIn(answers.monthBorn, 1, 12) !== undefined,
    ),
    yearBorn:
      answers.yearBorn.trim() === ''
        ? messages.required
        : applicantAge(answers.monthBorn || '1', answers.yearBorn, now) === undefined
          ? messages.invalid
          : undefined,
    tobaccoUse:
      answers.tobaccoUse === '0' || answers.tobaccoUse === '1' ? undefined : messages.invalid,
    income: validateAmountText(answers.income, true),
    yearsAmount:
      answers.yearsAmount.trim() === ''
        ? messages.required
        : wholeNumberIn(answers.yearsAmount, 0, 60) === undefined
          ? messages.wholeNumber
          : undefined,
    childrenCount:
      answers.childrenCount.trim() === '' ||
      wholeNumberIn(answers.childrenCount, 0, 30) !== undefined
        ? undefined
        : messages.wholeNumber,
  };
  for (const name of needsAmountFields) errors[name] = validateAmountText(answers[name]);
  return Object.fromEntries(
    Object.entries(errors).filter(([, message]) => message !== undefined),
  ) as Partial<Record<LiveCalculatorField, string>>;
}

/**
 * The estimate of the answers as they stand: blank or unreadable amounts count as nothing, so it
 * follows the visitor's typing from the first figure.
 */
export function liveCalculatorEstimate(given: LiveCalculatorAnswers): LifeInsuranceNeeds {
  const answers = textAnswers(given);
  return lifeInsuranceNeeds({
    income: amountOrZero(answers.income),
    yearsAmount: amountOf(answers.yearsAmount) ?? 0,
    outstandingMortgageAmount: amountOrZero(answers.outstandingMortgageAmount),
    outstandingDebtAmount: amountOrZero(answers.outstandingDebtAmount),
    educationAmount: amountOrZero(answers.educationAmount),
    finalExpensesAmount: amountOrZero(answers.finalExpensesAmount),
    additionalAmount: amountOrZero(answers.additionalAmount),
  });
}
