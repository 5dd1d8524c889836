/**
 * What compiled validators call at validation time. Precompiled (standalone) validators import
 * this module by name, so it stays small, pure and free of AJV: plan values arrive as arguments,
 * baked into the compiled code at build time.
 */
import {
  ageOn,
  messages,
  states,
  validateAccountNumber,
  validateAge,
  validateBeneficiaryDesignation,
  validateBeneficiaryText,
  validateCardExpiry,
  validateCardNumber,
  validateCardNumberForType,
  validateConfirmation,
  validateCvv,
  validateDate,
  validateDateOfBirth,
  validateEmail,
  validatePhone,
  validateRoutingNumber,
  validateSsn,
  validateStateForPlan,
  validateStrictString,
  validateSwitcher,
  validateZip,
} from '../../validators';
import type { Validation } from '../../validators';
import type { AgeLimits, CoverageOptions } from './plan-rules';
import { valueAt } from '../definition/answer-path';

/** Format name → the validators rule behind it; the rule's message is the format's message. */
export const formatRules: { [format: string]: (value: unknown) => Validation } = {
  date: validateDate,
  'date-of-birth': (value) => validateDateOfBirth(value, new Date()),
  zip: validateZip,
  phone: validatePhone,
  email: validateEmail,
  ssn: validateSsn,
  'strict-string': validateStrictString,
  'card-number': validateCardNumber,
  'card-expiry': (value) => validateCardExpiry(value, new Date()),
  'routing-number': validateRoutingNumber,
  'account-number': validateAccountNumber,
  cvv: validateCvv,
  switcher: validateSwitcher,
  confirmation: validateConfirmation,
  state: (value) => validateStateForPlan(value, []),
};

/** An empty answer never satisfies a format: it reads as a missing answer. */
const formatCheck =
  (rule: (value: unknown) => Validation) =>
  (value: string): boolean =>
    value !== '' && rule(value) === undefined;

/** AJV format definitions; precompiled code reads `formats[name].validate`. */
export const formats: {
  [format: string]: { type: 'string'; validate: (value: string) => boolean };
} = Object.fromEntries(
  Object.entries(formatRules).map(([name, rule]) => [
    name,
    { type: 'string' as const, validate: formatCheck(rule) },
  ]),
);

export const stateCodes: readonly string[] = states.map((state) => state.code);

/**
 * Ages are counted on the association's (New York) calendar, as the validators count them, so the
 * browser and the server agree whatever their time zones.
 */
export { ageOn };

export interface SsnParams {
  /** JSON pointers to the SSNs of people asked before this one in the same application. */
  differsFrom?: string[];
  /** JSON pointer to the SSN this answer confirms (typed again): it must be the same number. */
  confirms?: string;
}

const ssnDigits = (value: unknown): string | undefined =>
  typeof value === 'string' ? value.replace(/\D/g, '') : undefined;

/**
 * A valid SSN that is not one already given for another person of the application (a sponsor's
 * for the spouse, the insured's for the owner), and the same number as the one it confirms. A
 * pointer to a person this form does not ask about, or not yet answered (asked again after a
 * reload, or left out of a later step's request), finds nothing to compare.
 */
export function checkSsn(value: unknown, params?: SsnParams, root?: unknown): Validation {
  const problem = validateSsn(value);
  if (problem !== undefined || !params) return problem;
  const digits = ssnDigits(value);
  if ((params.differsFrom ?? []).some((pointer) => ssnDigits(valueAt(root, pointer)) === digits))
    return messages.ssnOfAnother;
  const confirmed = params.confirms === undefined ? undefined : valueAt(root, params.confirms);
  if (typeof confirmed === 'string' && confirmed !== '' && ssnDigits(confirmed) !== digits)
    return messages.ssnsMatch;
  return undefined;
}

/**
 * In a step's condition, on a date of birth: holds from the plan's SSN confirmation age on
 * (`age`, from the catalogue), never for a plan without one or a date that is not valid.
 */
export function checkSsnConfirmationAge(
  value: unknown,
  params: { age: number | null },
): Validation {
  if (params.age === null) return messages.invalid;
  const age = ageOn(value, new Date());
  return age !== undefined && age >= params.age ? undefined : messages.invalid;
}

export interface CardTypeParams {
  /** JSON pointer to the card type chosen. */
  typeAt: string;
}

/** A card number of the network of the card type chosen at `typeAt`. */
export function checkCardType(value: unknown, params: CardTypeParams, root: unknown): Validation {
  return validateCardNumberForType(value, valueAt(root, params.typeAt));
}

export function checkBeneficiaries(value: unknown): Validation {
  return validateBeneficiaryDesignation(value) ?? validateBeneficiaryText(value);
}

export function checkStateAvailable(
  value: unknown,
  params: { notAvailable: string[] },
): Validation {
  return validateStateForPlan(value, params.notAvailable);
}

/** A payment method the plan takes, when the catalogue lists them. */
export function checkPaymentMethod(
  value: unknown,
  params: { methods: string[] | null },
): Validation {
  if (params.methods === null || typeof value !== 'string') return undefined;
  return params.methods.includes(value) ? undefined : messages.invalid;
}

export interface AgeParams {
  /** Limits by term ('' when the plan has no terms); the term is read at `term` in the data. */
  limits: { [term: string]: AgeLimits };
  term?: string;
}

export function checkAge(value: unknown, params: AgeParams, root: unknown): Validation {
  if (typeof value !== 'string' || value === '') return validateDate(value) ?? messages.date;
  const dateProblem = validateDate(value);
  if (dateProblem !== undefined) return dateProblem;
  const term = params.term === undefined ? '' : String(valueAt(root, params.term) ?? '');
  const limits = params.limits[term] ?? params.limits[''];
  if (!limits) return undefined;
  return validateAge(value, limits, new Date());
}

export interface CoverageBand {
  minAge: number;
  maxAge: number;
  options: CoverageOptions;
}

export interface TermCoverage {
  options: CoverageOptions;
  bands?: CoverageBand[];
}

export interface CoverageParams extends TermCoverage {
  /** `bands`: narrower options by age, read from the date of birth at `dateOfBirth` in the data. */
  dateOfBirth?: string;
  /** Options (and bands) by term, read from the chosen term at `term` in the data. */
  byTerm?: { [term: string]: TermCoverage };
  term?: string;
}

const noCoverage: CoverageOptions = { list: [] };

export function isCoverageAllowed(amount: number, options: CoverageOptions): boolean {
  if ('list' in options) return options.list.includes(amount);
  return (
    amount >= options.min && amount <= options.max && (amount - options.min) % options.step === 0
  );
}

/**
 * The options open for the answers in `root`: those of the chosen term (none for a term the plan
 * does not offer; the plan's own while no term is chosen), narrowed by the age when they narrow.
 */
export function coverageOptionsAt(params: CoverageParams, root: unknown): CoverageOptions {
  let chosen: TermCoverage = params;
  if (params.term !== undefined && params.byTerm) {
    const term = valueAt(root, params.term);
    if (typeof term === 'string' || typeof term === 'number') {
      const forTerm = params.byTerm[String(term)];
      if (!forTerm) return noCoverage;
      chosen = forTerm;
    } else if (term !== undefined) return noCoverage;
  }
  if (!chosen.bands || params.dateOfBirth === undefined) return chosen.options;
  const age = ageOn(valueAt(root, params.dateOfBirth), new Date());
  if (age === undefined) return chosen.options;
  return (
    chosen.bands.find((band) => age >= band.minAge && age <= band.maxAge)?.options ?? chosen.options
  );
}

export function checkCoverage(value: unknown, params: CoverageParams, root: unknown): Validation {
  if (typeof value !== 'number' || !Number.isInteger(value)) return messages.invalid;
  return isCoverageAllowed(value, coverageOptionsAt(params, root)) ? undefined : messages.invalid;
}

/** Stands in for AJV's CommonJS helper in precompiled code: string length in code points. */
export const ucs2length = { default: (text: string): number => [...text].length };
