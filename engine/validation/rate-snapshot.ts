import { genders } from '../../validators';
import type { PlanRef } from '../definition/types';
import { isCoverageAllowed } from './keyword-runtime';
import {
  packAgeRates,
  unpackAgeRates,
  type AgeRates,
  type PackedAgeRates,
  type RateRun,
} from './packed-rates';
import type { CoverageOptions, MonthlyRate, PlanRules, RateQuery } from './plan-rules';

/**
 * A term's rates by tobacco answer ('' not asked, '0' no tobacco, '1' tobacco), and by sex for
 * tables priced by sex: `'0:F'`, `'0:?'` for any answer that is not a sex. A sex priced as no
 * sex is left out and looked up without it, so unisex tables are held once; null marks a sex
 * the tables do not price.
 */
export type TermRates = { [key: string]: PackedAgeRates | null };

const tobaccoAnswers: { key: string; tobacco: boolean | undefined }[] = [
  { key: '', tobacco: undefined },
  { key: '0', tobacco: false },
  { key: '1', tobacco: true },
];
const tobaccoKey = (tobacco: boolean | undefined): string =>
  tobacco === undefined ? '' : tobacco ? '1' : '0';
/** The sexes rate tables are keyed by (spec §3). */
const sexes: readonly string[] = genders.map((gender) => gender.code);
/** Stands for every answer that is not a sex: the rules must price them all alike. */
const otherSex = '\u0000other';
const sexKey = (sex: string): string => (sexes.includes(sex) ? sex : '?');
/** Sex answers the check asks the rules about: none, each sex, and two that are no sex. */
const checkedSexes = [undefined, ...sexes, otherSex, 'X'];
const sameAnswer = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

export function amountsOf(options: CoverageOptions): number[] {
  if ('list' in options) return [...options.list].sort((a, b) => a - b);
  const amounts: number[] = [];
  if (options.step <= 0) return amounts;
  for (let amount = options.min; amount <= options.max; amount += options.step)
    amounts.push(amount);
  return amounts;
}

function runsOf(amounts: number[], centsOf: (amount: number) => number | null): RateRun[] {
  const runs: RateRun[] = [];
  for (const amount of amounts) {
    const cents = centsOf(amount);
    if (runs.length === 0 || runs[runs.length - 1]?.[1] !== cents) runs.push([amount, cents]);
  }
  return runs;
}

/** What the tabulation reads from the rules for one plan and term. */
export interface RateSource {
  rules: PlanRules;
  ref: PlanRef;
  term: string | undefined;
  ages: { min: number; max: number };
  /** The rate unit every rate of the plan shares, set by the first rate met. */
  unit: { perCoverage?: number };
}

function ageRates(
  source: RateSource,
  tobacco: boolean | undefined,
  sex: string | undefined,
): AgeRates | undefined {
  const { rules, ref, term, ages, unit } = source;
  const byAge: RateRun[][] = [];
  let firstAge: number | undefined;
  for (let age = ages.min; age <= ages.max; age += 1) {
    const amounts = amountsOf(rules.coverageOptions(ref, age, term));
    const runs = runsOf(amounts, (coverage) => {
      const rate = rules.monthlyRate?.(ref, { age, coverage, tobacco, term, sex });
      if (!rate) return null;
      unit.perCoverage ??= rate.perCoverage;
      if (rate.perCoverage !== unit.perCoverage) {
        throw new Error(`${JSON.stringify(ref)}: rates per different amounts of coverage`);
      }
      return rate.cents;
    });
    const priced = runs.some(([, cents]) => cents !== null);
    if (firstAge === undefined && !priced) continue;
    firstAge ??= age;
    byAge.push(priced ? runs : []);
  }
  while (byAge.length > 0 && byAge[byAge.length - 1]?.length === 0) byAge.pop();
  return firstAge === undefined ? undefined : { firstAge, byAge };
}

/** The rates of one plan and term, by tobacco answer and sex; undefined when it has none. */
export function termRates(source: RateSource): TermRates | undefined {
  const rates: { [key: string]: AgeRates | null } = {};
  for (const { key, tobacco } of tobaccoAnswers) {
    const unsexed = ageRates(source, tobacco, undefined);
    if (unsexed) rates[key] = unsexed;
    for (const sex of [...sexes, otherSex]) {
      const sexed = ageRates(source, tobacco, sex);
      if (!sameAnswer(sexed, unsexed)) rates[`${key}:${sexKey(sex)}`] = sexed ?? null;
    }
  }
  if (Object.keys(rates).length === 0) return undefined;
  return Object.fromEntries(
    Object.entries(rates).map(([key, held]) => [key, held && packAgeRates(held)]),
  );
}

/** The rates for a query's tobacco answer and sex, as termRates holds them. */
function ratesFor(rates: TermRates, query: RateQuery): AgeRates | undefined {
  const key = tobaccoKey(query.tobacco);
  const sexed = query.sex === undefined ? key : `${key}:${sexKey(query.sex)}`;
  const packed = Object.hasOwn(rates, sexed)
    ? rates[sexed]
    : Object.hasOwn(rates, key) && rates[key];
  return packed ? unpackAgeRates(packed) : undefined;
}

/** A tabulated rate: none for an age not tabulated or a coverage not offered at that age. */
export function rateFrom(
  rates: TermRates | undefined,
  optionsAt: (age: number) => CoverageOptions,
  perCoverage: number | undefined,
  query: RateQuery,
): MonthlyRate | undefined {
  const { age, coverage } = query;
  const found = rates && ratesFor(rates, query);
  if (!found || perCoverage === undefined || !Number.isInteger(age)) return undefined;
  const { firstAge, byAge } = found;
  const runs = byAge[age - firstAge];
  if (!runs || !isCoverageAllowed(coverage, optionsAt(age))) return undefined;
  let cents: number | null = null;
  for (const [firstAmount, runCents] of runs) {
    if (firstAmount > coverage) break;
    cents = runCents;
  }
  return cents === null ? undefined : { cents, perCoverage };
}

const sameRate = (a: MonthlyRate | undefined, b: MonthlyRate | undefined): boolean =>
  a?.cents === b?.cents && a?.perCoverage === b?.perCoverage;

/**
 * Throws unless the tabulated rates answer as the rules at every whole age of the range, for
 * each tobacco answer and sex (and one that is no sex), every amount offered at that age and some that are not (none, one off
 * the plan's steps, the first amount offered at other ages only), and the rules price no age
 * that is not whole.
 */
export function checkRates(
  source: RateSource,
  rates: TermRates | undefined,
  optionsAt: (age: number) => CoverageOptions,
  planAmounts: number[],
): void {
  const { rules, ref, term, ages, unit } = source;
  const what = `${JSON.stringify([ref.plan, ref.variant])} term ${JSON.stringify(term)}`;
  const ruleRate = (query: RateQuery) => rules.monthlyRate?.(ref, query);
  const offStep = (planAmounts[0] ?? 0) + 1;
  for (let age = ages.min; age <= ages.max; age += 1) {
    const offered = amountsOf(optionsAt(age));
    const notOffered = planAmounts.find((amount) => !offered.includes(amount));
    const amounts = [...offered, 0, offStep, ...(notOffered === undefined ? [] : [notOffered])];
    for (const { tobacco } of tobaccoAnswers) {
      for (const sex of checkedSexes) {
        for (const coverage of amounts) {
          const query = { age, coverage, tobacco, term, sex };
          if (!sameRate(rateFrom(rates, optionsAt, unit.perCoverage, query), ruleRate(query))) {
            throw new Error(`${what}: the rates snapshot differs at age ${age}, ${coverage}`);
          }
        }
      }
    }
  }
  for (const { tobacco } of tobaccoAnswers) {
    if (ruleRate({ age: 30.5, coverage: planAmounts[0] ?? 0, tobacco, term }) !== undefined) {
      throw new Error(`${what}: the rules price an age that is not whole`);
    }
  }
}
