import type { CertificateSetKey, SetBy } from './types';

/** What an application or policy tells us about which set applies. */
export interface SetSelectionInput {
  /** The policy term; '20' (or 20) selects the 20-year set, anything else the 10-year set. */
  term?: string | number | null;
  /** Application or policy type, e.g. 'l2', 'lt20'. */
  type?: string | null;
  /** Policy type code of the plan list, e.g. 'L1', 'L2', 'L6'. */
  policyType?: string | null;
  /** Policy schedule, e.g. 'LT20', '95', 'RV0'. */
  schedule?: string | null;
}

// Rate schedule codes (H15-H34, H65-H84) name a coverage band and an age, not a term,
// so an 'H20' must not read as a 20-year term.
const rateScheduleCode = /^H\d+$/i;
const standaloneTwenty = /(?:^|\D)20(?:\D|$)/;

function namesTwentyYearTerm(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const text = value.trim();
  return !rateScheduleCode.test(text) && standaloneTwenty.test(text);
}

/** The term as text when one is given; other types count as not given, so nothing here throws. */
function givenTerm(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const text = String(value).trim();
  return text === '' ? undefined : text;
}

/**
 * Spec section 5: term '20' selects the 20-year set, otherwise the 10-year set; the term
 * can be derived from the policy schedule and type. When no term is given, a schedule or
 * type naming 20 as a whole number ('LT20', 'L6-20', 'level-term-20', '20') means 20 years;
 * everything else, including no information at all, means 10 years.
 */
export function certificateTermFor(input: SetSelectionInput): '10' | '20' {
  const term = givenTerm(input?.term);
  if (term !== undefined) return term === '20' ? '20' : '10';
  const named = [input?.schedule, input?.type, input?.policyType].some(namesTwentyYearTerm);
  return named ? '20' : '10';
}

/** Spec section 5: type 'l2' (or policy type L2) gives the L2 set, else L1. */
export function levelTermSetFor(input: SetSelectionInput): 'L1' | 'L2' {
  const isL2 = (value: unknown) => typeof value === 'string' && value.trim().toLowerCase() === 'l2';
  return isL2(input?.type) || isL2(input?.policyType) ? 'L2' : 'L1';
}

export function certificateSetKeyFor(setBy: SetBy, input: SetSelectionInput): CertificateSetKey {
  if (setBy === 'term') return certificateTermFor(input);
  if (setBy === 'l1-l2') return levelTermSetFor(input);
  return 'standard';
}
