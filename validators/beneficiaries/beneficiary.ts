/** Spec §3 "Beneficiary entry". The share is a percentage, held as text by forms. */
export interface Beneficiary {
  name: string;
  relationship: string;
  sharePercent: number | string;
}

export interface Beneficiaries {
  primary: Beneficiary[];
  contingent: Beneficiary[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object';

/**
 * Reads a list defensively: anything that is not an array holds no beneficiaries, and an entry
 * that is not an object is no one.
 */
export const entriesOf = (list: unknown): readonly Record<string, unknown>[] =>
  Array.isArray(list) ? list.filter(isRecord) : [];

/** Reads one field of an entry that may come straight from a request body. */
export const fieldOf = (entry: unknown, key: keyof Beneficiary): unknown =>
  isRecord(entry) && Object.hasOwn(entry, key) ? entry[key] : undefined;

/** Both lists of a designation, read defensively. */
export const listsOf = (beneficiaries: unknown): readonly (readonly unknown[])[] => {
  if (!isRecord(beneficiaries)) return [];
  const listAt = (key: string): readonly unknown[] =>
    entriesOf(Object.hasOwn(beneficiaries, key) ? beneficiaries[key] : undefined);
  return [listAt('primary'), listAt('contingent')];
};
