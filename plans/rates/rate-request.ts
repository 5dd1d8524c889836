import { isSex, isTier, tiers, type Sex, type Term, type Tier } from './rate-keys';
import { ageRangeFor, entriesFor, rateEntryFor, type RateKey } from './rate-lookup';
import type { RateSheet } from './rate-sheet';
import { isRateSheetId, rateSheetIds, type RateSheetId } from './rate-sheet-ids';
import { rateSheets } from './rate-sheets';
import { QuoteError } from './quote-error';

export interface QuoteRequest {
  rateSheet: RateSheetId;
  /** Level Term 10/20 only. */
  tier?: Tier;
  /** Level Term 10/20 only; the other sheets are unisex and ignore it. */
  sex?: Sex;
  /** Level Term 10/20 only; form values '10' and '20' are accepted too. */
  term?: Term | '10' | '20';
  /** Term 90 Plus only, no tobacco when left out; the form switcher values '1' and '0' too. */
  tobacco?: boolean | '1' | '0';
  age: number;
  coverage: number;
}

/** The rate that prices one request: whole cents a month for each `perCoverage` dollars. */
export interface MonthlyRate {
  cents: number;
  perCoverage: number;
  /** Level Term 10/20 only. */
  scheduleCode?: string;
}

const money = (amount: number): string => amount.toLocaleString('en-US');

/** A value as it may be shown in an error message; never throws, whatever the value. */
function shown(value: unknown): string {
  if (typeof value === 'string') return `"${value}"`;
  if (typeof value === 'number' || typeof value === 'boolean' || value == null)
    return String(value);
  return `a ${typeof value}`;
}

function tierOf(sheet: RateSheet, tier: unknown): Tier | undefined {
  if (!sheet.dimensions.tier) {
    if (tier === undefined) return undefined;
    throw new QuoteError('tier', `${sheet.name} has no tiers (got tier ${shown(tier)})`);
  }
  if (isTier(tier)) return tier;
  throw new QuoteError(
    'tier',
    `${sheet.name} needs a tier: ${tiers.join(', ')} (got ${shown(tier)})`,
  );
}

function sexOf(sheet: RateSheet, sex: unknown): Sex | undefined {
  if (isSex(sex)) return sheet.dimensions.sex ? sex : undefined;
  if (!sheet.dimensions.sex) {
    if (sex === undefined) return undefined;
    throw new QuoteError('sex', `Sex must be M or F (got ${shown(sex)})`);
  }
  throw new QuoteError('sex', `${sheet.name} needs a sex: M or F (got ${shown(sex)})`);
}

function termOf(sheet: RateSheet, term: unknown): Term | undefined {
  if (!sheet.dimensions.term) {
    if (term === undefined) return undefined;
    throw new QuoteError('term', `${sheet.name} has no term choice (got term ${shown(term)})`);
  }
  if (term === 10 || term === '10') return 10;
  if (term === 20 || term === '20') return 20;
  throw new QuoteError('term', `${sheet.name} needs a term: 10 or 20 (got ${shown(term)})`);
}

function tobaccoOf(sheet: RateSheet, tobacco: unknown): boolean | undefined {
  const uses = tobacco === true || tobacco === '1';
  if (!uses && tobacco !== false && tobacco !== '0' && tobacco !== undefined) {
    throw new QuoteError(
      'tobacco',
      `Tobacco use must be true or false, '1' or '0' (got ${shown(tobacco)})`,
    );
  }
  if (sheet.dimensions.tobacco) return uses;
  if (uses) throw new QuoteError('tobacco', `${sheet.name} has no tobacco rates`);
  return undefined;
}

function curveName(sheet: RateSheet, key: RateKey): string {
  const parts = [
    key.tier,
    key.sex,
    key.term === undefined ? undefined : `term ${key.term}`,
    key.tobacco === undefined ? undefined : key.tobacco ? 'tobacco' : 'no tobacco',
  ].filter((p) => p !== undefined);
  return parts.length === 0 ? sheet.name : `${sheet.name} (${parts.join(', ')})`;
}

function checkAge(sheet: RateSheet, key: RateKey, age: unknown): number {
  if (typeof age !== 'number' || !Number.isInteger(age)) {
    throw new QuoteError('age', `Age must be a whole number of years (got ${shown(age)})`);
  }
  const range = ageRangeFor(sheet, key);
  if (range === undefined || age < range.minAge || age > range.maxAge) {
    const ages = range === undefined ? 'no ages' : `ages ${range.minAge}-${range.maxAge}`;
    throw new QuoteError('age', `Age ${age} is outside ${curveName(sheet, key)}: ${ages}`);
  }
  return age;
}

function checkCoverage(sheet: RateSheet, key: RateKey, coverage: unknown): number {
  if (typeof coverage !== 'number' || !Number.isSafeInteger(coverage) || coverage <= 0) {
    throw new QuoteError(
      'coverage',
      `Coverage must be a positive whole number of dollars (got ${shown(coverage)})`,
    );
  }
  if (coverage % sheet.coverageStep !== 0) {
    throw new QuoteError(
      'coverage',
      `Coverage ${money(coverage)} is not a multiple of ${money(sheet.coverageStep)}`,
    );
  }
  const bands = new Map<string, string>();
  for (const e of entriesFor(sheet, key)) {
    if (coverage >= e.minCoverage && coverage <= e.maxCoverage) return coverage;
    bands.set(`${e.minCoverage}`, `${money(e.minCoverage)}-${money(e.maxCoverage)}`);
  }
  throw new QuoteError(
    'coverage',
    `Coverage ${money(coverage)} is outside ${sheet.name} coverage: ${[...bands.values()].join(', ')}`,
  );
}

/**
 * The rate table entry that prices a request, as cents a month per rate unit of coverage: the
 * monthly premium is round(cents x coverage / perCoverage) cents (`quote`). Throws a QuoteError
 * for any input outside the tables.
 */
export function monthlyRate(request: QuoteRequest): MonthlyRate {
  if (request === null || typeof request !== 'object') {
    throw new QuoteError('rateSheet', `A quote needs a request object (got ${shown(request)})`);
  }
  const { rateSheet } = request;
  if (!isRateSheetId(rateSheet)) {
    throw new QuoteError(
      'rateSheet',
      `Unknown rate sheet ${shown(rateSheet)}; known sheets: ${rateSheetIds.join(', ')}`,
    );
  }
  const sheet = rateSheets[rateSheet];
  const key: RateKey = {
    tier: tierOf(sheet, request.tier),
    sex: sexOf(sheet, request.sex),
    term: termOf(sheet, request.term),
    tobacco: tobaccoOf(sheet, request.tobacco),
  };
  const age = checkAge(sheet, key, request.age);
  const coverage = checkCoverage(sheet, key, request.coverage);
  const entry = rateEntryFor(sheet, key, age, coverage);
  if (entry === undefined) {
    throw new QuoteError(
      'age',
      `${curveName(sheet, key)} has no rate for age ${age} at ${money(coverage)}`,
    );
  }
  const rate = {
    cents: Math.round(entry.monthlyCost * 100),
    perCoverage: sheet.coveragePerRateUnit,
  };
  return entry.scheduleCode === undefined ? rate : { ...rate, scheduleCode: entry.scheduleCode };
}
