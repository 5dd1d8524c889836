import type { FormData, FormDefinition } from '../definition/types';
import { ageOn, valueAt } from '../validation/keyword-runtime';
import type { PlanRules } from '../validation/plan-rules';
import { coverageFieldOf } from './coverage-field';
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

/**
 * The monthly premium, in US dollars, for the answers so far: the coverage amount of the field
 * with coverageForPlan, priced by the plan's rates at the age on the date of birth, the tobacco
 * answer, the sex and the term its keyword points to. Undefined until all of them are answered, and for a
 * coverage the plan does not offer or its rates do not price.
 */
export function premiumFor(
  definition: FormDefinition,
  rules: PlanRules,
  data: FormData,
  now: Date = new Date(),
): number | undefined {
  const field = coverageFieldOf(definition);
  const keyword = field?.keyword;
  if (!field || !keyword?.dateOfBirth || !rules.monthlyRate) return undefined;
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
