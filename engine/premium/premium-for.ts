import type { FormData, FormDefinition } from '../definition/types';
import { valueAt } from '../definition/answer-path';
import { ageOn } from '../validation/keyword-runtime';
import type { PlanRules } from '../validation/plan-rules';
import { coverageFieldsOf, type CoverageField } from './coverage-field';
import { monthlyPremium } from './monthly-premium';

/**
 * Whether the insured uses tobacco, as the switcher at `pointer` holds it; null while it is not
 * answered. Until then no premium is shown: the two rates differ several times over, and a
 * no-tobacco price shown first would read as a promise to a tobacco user.
 */
function tobaccoAt(data: FormData, pointer: string | undefined): boolean | undefined | null {
  if (pointer === undefined) return undefined;
  const answer = valueAt(data, pointer);
  if (answer === '1') return true;
  if (answer === '0') return false;
  return null;
}

/** The sex answered at `pointer`; null while a sex the keyword names is not answered. */
function sexAt(data: FormData, pointer: string | undefined): string | undefined | null {
  if (pointer === undefined) return undefined;
  const answer = valueAt(data, pointer);
  return typeof answer === 'string' && answer !== '' ? answer : null;
}

/** One person's monthly premium: the applicant's, the spouse's or a dependent child's. */
export interface PremiumItem {
  insured: 'applicant' | 'spouse' | 'dependent';
  /** The title of the section asking the coverage ('Child 1'). */
  title: string;
  monthly: number;
}

/** The monthly premium of one coverage field, priced as premiumFor prices the applicant's. */
function priceOf(
  field: CoverageField,
  rules: PlanRules,
  data: FormData,
  now: Date,
): number | undefined {
  const keyword = field.keyword;
  if (!keyword.dateOfBirth || !rules.monthlyRate) return undefined;
  const coverage = valueAt(data, field.pointer);
  const age = ageOn(valueAt(data, keyword.dateOfBirth), now);
  const tobacco = tobaccoAt(data, keyword.tobacco);
  const sex = sexAt(data, keyword.sex);
  if (typeof coverage !== 'number' || age === undefined || tobacco === null || sex === null)
    return undefined;
  const term = keyword.term === undefined ? undefined : valueAt(data, keyword.term);
  if (term !== undefined && typeof term !== 'string') return undefined;
  const ref = { plan: keyword.plan, variant: keyword.variant };
  const rate = rules.monthlyRate(ref, { age, coverage, tobacco, term, sex });
  return rate === undefined ? undefined : monthlyPremium(rate, coverage);
}

/**
 * Each person's monthly premium for the answers so far, the applicant's first: a coverage the
 * keyword names another insured for (`insured`: a spouse, a dependent child) is priced on its
 * own, at that person's age. Empty until the applicant's own premium is known; a coverage not
 * answered (or not priced) is left out. `data` should hold only the answers of steps asked.
 */
export function premiumItems(
  definition: FormDefinition,
  rules: PlanRules,
  data: FormData,
  now: Date = new Date(),
): PremiumItem[] {
  const items: PremiumItem[] = [];
  for (const field of coverageFieldsOf(definition)) {
    const monthly = priceOf(field, rules, data, now);
    if (items.length === 0 && (monthly === undefined || field.keyword.insured)) return [];
    if (monthly !== undefined)
      items.push({ insured: field.keyword.insured ?? 'applicant', title: field.title, monthly });
  }
  return items;
}

/** The sum of premiums in US dollars, counted in cents. */
export const sumOf = (amounts: number[]): number =>
  amounts.reduce((total, amount) => total + Math.round(amount * 100), 0) / 100;

/**
 * The monthly premium, in US dollars, for the answers so far: the applicant's coverage (the
 * first field with coverageForPlan) priced by the plan's rates at the age on the date of birth,
 * the tobacco answer, the sex and the term its keyword points to, plus the premium of each other
 * person insured (premiumItems). Undefined until all of them are answered, and for a coverage
 * the plan does not offer or its rates do not price.
 */
export function premiumFor(
  definition: FormDefinition,
  rules: PlanRules,
  data: FormData,
  now: Date = new Date(),
): number | undefined {
  const items = premiumItems(definition, rules, data, now);
  return items.length === 0 ? undefined : sumOf(items.map((item) => item.monthly));
}
