import type { Sex, Term, Tier } from './rate-keys';
import type { RateEntry, RateSheet } from './rate-sheet';

/** The keys that pick one age curve of a sheet; keys the sheet does not carry are left out. */
export interface RateKey {
  tier?: Tier;
  sex?: Sex;
  term?: Term;
  tobacco?: boolean;
}

export interface AgeRange {
  minAge: number;
  maxAge: number;
}

function keyOf(sheet: RateSheet, key: RateKey): string {
  const d = sheet.dimensions;
  return [
    d.tier ? key.tier : '',
    d.sex ? key.sex : '',
    d.term ? key.term : '',
    d.tobacco ? key.tobacco : '',
  ].join('|');
}

const indexes = new WeakMap<RateSheet, Map<string, RateEntry[]>>();

// Quotes run on every keystroke of a calculator: index each sheet once by key.
function index(sheet: RateSheet): Map<string, RateEntry[]> {
  let byKey = indexes.get(sheet);
  if (byKey === undefined) {
    byKey = new Map();
    for (const entry of sheet.entries) {
      const key = keyOf(sheet, entry);
      const list = byKey.get(key) ?? [];
      list.push(entry);
      byKey.set(key, list);
    }
    indexes.set(sheet, byKey);
  }
  return byKey;
}

/** Every entry (all ages, all coverage bands) of one curve of a sheet. */
export function entriesFor(sheet: RateSheet, key: RateKey): readonly RateEntry[] {
  return index(sheet).get(keyOf(sheet, key)) ?? [];
}

/** The issue ages a curve covers, or undefined when the sheet has no such curve. */
export function ageRangeFor(sheet: RateSheet, key: RateKey): AgeRange | undefined {
  const ages = entriesFor(sheet, key).map((e) => e.age);
  return ages.length === 0 ? undefined : { minAge: Math.min(...ages), maxAge: Math.max(...ages) };
}

/** The entry for one age whose coverage band holds the coverage. */
export function rateEntryFor(
  sheet: RateSheet,
  key: RateKey,
  age: number,
  coverage: number,
): RateEntry | undefined {
  return entriesFor(sheet, key).find(
    (e) => e.age === age && coverage >= e.minCoverage && coverage <= e.maxCoverage,
  );
}
