import type { PlanRef } from '../definition/types';
import type { AgeParams, CoverageBand, CoverageParams } from './keyword-runtime';
import type { CoverageOptions, PlanRules } from './plan-rules';

/** How a plan keyword is written in a (resolved) schema. */
export interface PlanKeywordValue extends PlanRef {
  /** ageForPlan: JSON pointer to the chosen term, and the plan's terms. */
  term?: string;
  terms?: string[];
  /** coverageForPlan: JSON pointer to the date of birth that narrows coverage by age. */
  dateOfBirth?: string;
}

export function isPlanKeywordValue(value: unknown): value is PlanKeywordValue {
  if (value === null || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  return typeof record.plan === 'string' && typeof record.variant === 'string';
}

function planRefOf(value: PlanKeywordValue): PlanRef {
  return { plan: value.plan, variant: value.variant };
}

/** ageForPlan: limits read from the plan catalogue, by term when the plan has terms. */
export function ageParams(value: PlanKeywordValue, rules: PlanRules): AgeParams {
  const ref = planRefOf(value);
  const limits: AgeParams['limits'] = { '': rules.ageLimits(ref) };
  for (const term of value.terms ?? []) limits[term] = rules.ageLimits(ref, term);
  return value.term === undefined ? { limits } : { limits, term: value.term };
}

const sameOptions = (a: CoverageOptions, b: CoverageOptions): boolean =>
  JSON.stringify(a) === JSON.stringify(b);

/** coverageForPlan: the plan's options, and when they narrow by age, one band per age range. */
export function coverageParams(value: PlanKeywordValue, rules: PlanRules): CoverageParams {
  const ref = planRefOf(value);
  const options = rules.coverageOptions(ref);
  if (value.dateOfBirth === undefined) return { options };
  const { min, max } = rules.ageLimits(ref);
  const bands: CoverageBand[] = [];
  for (let age = min; age <= max; age += 1) {
    const atAge = rules.coverageOptions(ref, age);
    const last = bands[bands.length - 1];
    if (last && sameOptions(last.options, atAge)) last.maxAge = age;
    else bands.push({ minAge: age, maxAge: age, options: atAge });
  }
  if (bands.every((band) => sameOptions(band.options, options))) return { options };
  return { options, bands, dateOfBirth: value.dateOfBirth };
}

export function stateParams(value: PlanKeywordValue, rules: PlanRules): { notAvailable: string[] } {
  return { notAvailable: [...rules.statesNotAvailable(planRefOf(value))] };
}
