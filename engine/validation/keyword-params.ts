import type { PlanRef } from '../definition/types';
import type { AgeParams, CoverageBand, CoverageParams, TermCoverage } from './keyword-runtime';
import type { CoverageOptions, PlanRules } from './plan-rules';

/** How a plan keyword is written in a (resolved) schema. */
export interface PlanKeywordValue extends PlanRef {
  /**
   * ageForPlan and coverageForPlan: JSON pointer to the chosen term. The plan's terms come from
   * the catalogue (PlanRules.terms); `terms` written here replaces them.
   */
  term?: string;
  terms?: string[];
  /** coverageForPlan: JSON pointer to the date of birth that narrows coverage by age. */
  dateOfBirth?: string;
  /** coverageForPlan: JSON pointer to the tobacco switcher ('1' or '0') that picks the rate. */
  tobacco?: string;
  /**
   * coverageForPlan: JSON pointer to the insured's sex ('M' or 'F'), for rate tables priced by
   * sex; until it is answered no premium shows.
   */
  sex?: string;
  /**
   * coverageForPlan: the coverage is another person's than the applicant's (a spouse's, a
   * dependent child's), priced on its own and itemised beside the applicant's premium.
   */
  insured?: 'spouse' | 'dependent';
}

export function isPlanKeywordValue(value: unknown): value is PlanKeywordValue {
  if (value === null || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  return typeof record.plan === 'string' && typeof record.variant === 'string';
}

function planRefOf(value: PlanKeywordValue): PlanRef {
  return { plan: value.plan, variant: value.variant };
}

function termsOf(value: PlanKeywordValue, rules: PlanRules): string[] {
  return value.terms ?? rules.terms?.(planRefOf(value)) ?? [];
}

/** ageForPlan: limits read from the plan catalogue, by term when the plan has terms. */
export function ageParams(value: PlanKeywordValue, rules: PlanRules): AgeParams {
  const ref = planRefOf(value);
  const limits: AgeParams['limits'] = { '': rules.ageLimits(ref) };
  for (const term of termsOf(value, rules)) limits[term] = rules.ageLimits(ref, term);
  return value.term === undefined ? { limits } : { limits, term: value.term };
}

const sameOptions = (a: CoverageOptions, b: CoverageOptions): boolean =>
  JSON.stringify(a) === JSON.stringify(b);

/**
 * The options for one term (or none), and when they narrow by age, one band per age range over
 * the plan's whole age range: an age a term does not take gets a band with no coverage.
 */
function termCoverage(
  value: PlanKeywordValue,
  rules: PlanRules,
  term: string | undefined,
): TermCoverage {
  const ref = planRefOf(value);
  const options = rules.coverageOptions(ref, undefined, term);
  if (value.dateOfBirth === undefined) return { options };
  const { min, max } = rules.ageLimits(ref);
  const bands: CoverageBand[] = [];
  for (let age = min; age <= max; age += 1) {
    const atAge = rules.coverageOptions(ref, age, term);
    const last = bands[bands.length - 1];
    if (last && sameOptions(last.options, atAge)) last.maxAge = age;
    else bands.push({ minAge: age, maxAge: age, options: atAge });
  }
  if (bands.every((band) => sameOptions(band.options, options))) return { options };
  return { options, bands };
}

/**
 * coverageForPlan: the plan's options, one band per age range when they narrow by age, and the
 * same for each of the plan's terms when the keyword names where the term is answered.
 */
export function coverageParams(value: PlanKeywordValue, rules: PlanRules): CoverageParams {
  const params: CoverageParams = termCoverage(value, rules, undefined);
  if (params.bands && value.dateOfBirth !== undefined) params.dateOfBirth = value.dateOfBirth;
  const terms = value.term === undefined ? [] : termsOf(value, rules);
  if (value.term === undefined || terms.length === 0) return params;
  params.term = value.term;
  params.byTerm = {};
  for (const term of terms) params.byTerm[term] = termCoverage(value, rules, term);
  if (value.dateOfBirth !== undefined) params.dateOfBirth = value.dateOfBirth;
  return params;
}

/** paymentMethodForPlan: the methods the plan takes (null: the catalogue sets none). */
export function paymentMethodParams(
  value: PlanKeywordValue,
  rules: PlanRules,
): { methods: string[] | null } {
  return { methods: rules.paymentMethods?.(planRefOf(value)) ?? null };
}

export function stateParams(value: PlanKeywordValue, rules: PlanRules): { notAvailable: string[] } {
  return { notAvailable: [...rules.statesNotAvailable(planRefOf(value))] };
}

/**
 * ssnConfirmationForPlan: the age from which the plan asks for the insured's SSN to be
 * confirmed (null: the catalogue sets none, and it is never asked).
 */
export function ssnConfirmationParams(
  value: PlanKeywordValue,
  rules: PlanRules,
): { age: number | null } {
  return { age: rules.ssnConfirmationAge?.(planRefOf(value)) ?? null };
}
