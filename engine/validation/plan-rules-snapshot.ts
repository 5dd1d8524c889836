import { states } from '../../validators';
import type { PlanRef } from '../definition/types';
import type { AgeLimits, CoverageOptions, PlanRules } from './plan-rules';
import { amountsOf, checkRates, rateFrom, termRates, type TermRates } from './rate-snapshot';

/**
 * A plan's answers for one term (or none). Ages are tabulated as runs: `[firstAge, option]`
 * pairs, ascending, each lasting until the next; the first also answers every lower whole age
 * and the last every higher one (checked when the snapshot is built).
 */
export interface TermSnapshot {
  ageLimits: AgeLimits;
  /** Index into `PlanRulesSnapshot.options`: the coverage with no age given. */
  anyAge: number;
  byAge: [firstAge: number, option: number][];
  /** The coverage for an age that is not a whole number (NaN, 30.5, Infinity). */
  notWholeAge: number;
  /** Monthly rates of the coverage offered at each age, when the plan has rates. */
  rates?: TermRates;
}

export interface PlanSnapshot extends PlanRef {
  hasVariant: boolean;
  terms: string[];
  statesNotAvailable: string[];
  noTerm: TermSnapshot;
  byTerm: { [term: string]: TermSnapshot };
  /** The answers for a term that is neither offered nor named by a form's keyword. */
  otherTerm: TermSnapshot;
  /** The coverage every rate of the plan is per, once it has rates. */
  perCoverage?: number;
  schedule?: string;
  /** The payment methods the plan takes, when the catalogue lists them. */
  paymentMethods?: string[];
}

/**
 * What PlanRules answer for some plans, as plain data: built at build time from the plan
 * catalogue, so the browser gets one form's plan answers without the whole catalogue.
 */
export interface PlanRulesSnapshot {
  /** Every distinct coverage answer once; the term tables point into it. */
  options: CoverageOptions[];
  plans: PlanSnapshot[];
}

/** A plan to tabulate; `terms` adds terms a form's keyword names beside the plan's own. */
export interface SnapshotRef extends PlanRef {
  terms?: string[];
}

/** Every human age, widened to one year beyond every age limit the rules give. */
const humanAges = { min: 0, max: 150 };
/** Distances beyond the tabulated ages where the answer must stay the edge's. */
const beyond = [1, 2, 10, 100, 1000, 1e6];
/** Ages that are not whole numbers: they must all get the same answer. */
const notWholeAges = [0.5, -0.5, 30.25, Number.NaN, Infinity, -Infinity];
/** Terms nobody offers: they must all get the same answer (the otherTerm one). */
const unofferedTerms = ['\u0000other', '', '0', '1e1', '10', '20', 'none'];

const nothing: AgeLimits = { min: 0, max: -1 };
const noCoverage: CoverageOptions = { list: [] };
const everyState = states.map((state) => state.code);

const refKey = (ref: PlanRef): string => JSON.stringify([ref.plan, ref.variant]);
const sameAnswer = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

function copyOptions(options: CoverageOptions): CoverageOptions {
  return 'list' in options ? { list: [...options.list] } : { ...options };
}

class OptionsTable {
  readonly options: CoverageOptions[] = [];
  private readonly indexByText = new Map<string, number>();

  indexOf(options: CoverageOptions): number {
    const text = JSON.stringify(options);
    let index = this.indexByText.get(text);
    if (index === undefined) {
      index = this.options.length;
      this.options.push(copyOptions(options));
      this.indexByText.set(text, index);
    }
    return index;
  }
}

function ageRange(rules: PlanRules, ref: PlanRef, terms: (string | undefined)[]) {
  let { min, max } = humanAges;
  for (const term of terms) {
    const limits = rules.ageLimits(ref, term);
    if (limits.min > limits.max) continue;
    min = Math.min(min, limits.min - 1);
    max = Math.max(max, limits.max + 1);
  }
  return { min, max };
}

function termSnapshot(
  rules: PlanRules,
  ref: PlanRef,
  term: string | undefined,
  ages: { min: number; max: number },
  table: OptionsTable,
  unit: { perCoverage?: number },
): TermSnapshot {
  const at = (age: number | undefined) => rules.coverageOptions(ref, age, term);
  const byAge: TermSnapshot['byAge'] = [];
  for (let age = ages.min; age <= ages.max; age += 1) {
    const option = table.indexOf(at(age));
    if (byAge[byAge.length - 1]?.[1] !== option) byAge.push([age, option]);
  }
  const what = `${refKey(ref)} term ${JSON.stringify(term)}`;
  for (const distance of beyond) {
    if (
      !sameAnswer(at(ages.min - distance), at(ages.min)) ||
      !sameAnswer(at(ages.max + distance), at(ages.max))
    ) {
      throw new Error(`${what}: coverage still changes beyond ages ${ages.min}-${ages.max}`);
    }
  }
  const [notWhole, ...others] = notWholeAges.map(at);
  if (others.some((answer) => !sameAnswer(answer, notWhole))) {
    throw new Error(`${what}: ages that are not whole numbers get different coverage`);
  }
  const snapshot: TermSnapshot = {
    ageLimits: { ...rules.ageLimits(ref, term) },
    anyAge: table.indexOf(at(undefined)),
    byAge,
    notWholeAge: table.indexOf(notWhole ?? noCoverage),
  };
  const source = { rules, ref, term, ages, unit };
  const rates = termRates(source);
  const optionsAt = (age: number) => table.options[coverageAt(snapshot, age)] ?? noCoverage;
  checkRates(source, rates, optionsAt, amountsOf(at(undefined)));
  return rates ? { ...snapshot, rates } : snapshot;
}

function planSnapshot(rules: PlanRules, ref: SnapshotRef, table: OptionsTable): PlanSnapshot {
  const planRef = { plan: ref.plan, variant: ref.variant };
  const terms = rules.terms?.(planRef) ?? [];
  const tabulated = [...new Set([...terms, ...(ref.terms ?? [])])];
  const unoffered = unofferedTerms.filter((term) => !tabulated.includes(term));
  const ages = ageRange(rules, planRef, [undefined, ...tabulated, ...unoffered]);
  const unit: { perCoverage?: number } = {};
  const snapshotOf = (term: string | undefined) =>
    termSnapshot(rules, planRef, term, ages, table, unit);
  const [otherTerm, ...otherTerms] = unoffered.map(snapshotOf);
  if (!otherTerm || otherTerms.some((other) => !sameAnswer(other, otherTerm))) {
    throw new Error(`${refKey(planRef)}: terms nobody offers get different answers`);
  }
  const plan: PlanSnapshot = {
    ...planRef,
    hasVariant: rules.hasVariant(planRef),
    terms: [...terms],
    statesNotAvailable: [...rules.statesNotAvailable(planRef)],
    noTerm: snapshotOf(undefined),
    byTerm: Object.fromEntries(tabulated.map((term) => [term, snapshotOf(term)])),
    otherTerm,
  };
  const schedule = rules.schedule?.(planRef);
  const paymentMethods = rules.paymentMethods?.(planRef);
  return {
    ...plan,
    ...(unit.perCoverage === undefined ? {} : { perCoverage: unit.perCoverage }),
    ...(schedule === undefined ? {} : { schedule }),
    ...(paymentMethods === undefined ? {} : { paymentMethods: [...paymentMethods] }),
  };
}

/**
 * The answers of `rules` for these plans, as plain data (build time). Throws when the rules
 * answer in a way the snapshot cannot hold: coverage that still changes beyond the tabulated
 * ages, or different answers for different ages that are not whole, or for unoffered terms, or
 * rates that differ from the tabulated ones.
 */
export function planRulesSnapshot(
  rules: PlanRules,
  refs: readonly SnapshotRef[],
): PlanRulesSnapshot {
  const table = new OptionsTable();
  const byKey = new Map<string, SnapshotRef>();
  for (const ref of refs) {
    const known = byKey.get(refKey(ref));
    const terms = [...(known?.terms ?? []), ...(ref.terms ?? [])];
    byKey.set(refKey(ref), { plan: ref.plan, variant: ref.variant, terms });
  }
  const plans = [...byKey.values()].map((ref) => planSnapshot(rules, ref, table));
  return { options: table.options, plans };
}

function coverageAt(term: TermSnapshot, age: number | undefined): number {
  if (age === undefined) return term.anyAge;
  if (!Number.isInteger(age)) return term.notWholeAge;
  let option = term.byAge[0]?.[1] ?? term.anyAge;
  for (const [firstAge, index] of term.byAge) {
    if (firstAge > age) break;
    option = index;
  }
  return option;
}

/**
 * PlanRules answering from a snapshot, as the rules it was built from answer. A plan outside
 * the snapshot allows nothing: no age, no coverage, no state.
 */
export function snapshotPlanRules(snapshot: PlanRulesSnapshot): PlanRules {
  const plans = new Map(snapshot.plans.map((plan) => [refKey(plan), plan]));
  const termOf = (plan: PlanSnapshot, term: string | undefined): TermSnapshot => {
    if (term === undefined) return plan.noTerm;
    return Object.hasOwn(plan.byTerm, term) ? plan.byTerm[term]! : plan.otherTerm;
  };
  return {
    hasVariant: (ref) => plans.get(refKey(ref))?.hasVariant ?? false,
    terms: (ref) => [...(plans.get(refKey(ref))?.terms ?? [])],
    statesNotAvailable: (ref) => [...(plans.get(refKey(ref))?.statesNotAvailable ?? everyState)],
    ageLimits: (ref, term) => {
      const plan = plans.get(refKey(ref));
      return { ...(plan ? termOf(plan, term).ageLimits : nothing) };
    },
    coverageOptions: (ref, age, term) => {
      const plan = plans.get(refKey(ref));
      if (!plan) return copyOptions(noCoverage);
      const option = snapshot.options[coverageAt(termOf(plan, term), age)];
      return copyOptions(option ?? noCoverage);
    },
    schedule: (ref) => plans.get(refKey(ref))?.schedule,
    // A plan outside the snapshot takes no method; one whose catalogue lists none takes any.
    paymentMethods: (ref) => {
      const plan = plans.get(refKey(ref));
      if (!plan) return [];
      return plan.paymentMethods === undefined ? undefined : [...plan.paymentMethods];
    },
    monthlyRate: (ref, query) => {
      const plan = plans.get(refKey(ref));
      if (!plan) return undefined;
      const term = termOf(plan, query.term);
      const optionsAt = (age: number) => snapshot.options[coverageAt(term, age)] ?? noCoverage;
      return rateFrom(term.rates, optionsAt, plan.perCoverage, query);
    },
  };
}
