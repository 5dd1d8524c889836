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

/** Reads a list defensively: anything that is not an array holds no beneficiaries. */
export const entriesOf = (list: unknown): readonly unknown[] => (Array.isArray(list) ? list : []);

/** Reads one field of an entry that may come straight from a request body. */
export const fieldOf = (entry: unknown, key: keyof Beneficiary): unknown =>
  entry !== null && typeof entry === 'object' && Object.hasOwn(entry, key)
    ? (entry as Record<string, unknown>)[key]
    : undefined;

/** Both lists of a designation, read defensively. */
export const listsOf = (beneficiaries: unknown): readonly unknown[][] => {
  if (beneficiaries === null || typeof beneficiaries !== 'object') return [];
  const record = beneficiaries as Record<string, unknown>;
  return [
    [...entriesOf(Object.hasOwn(record, 'primary') ? record.primary : undefined)],
    [...entriesOf(Object.hasOwn(record, 'contingent') ? record.contingent : undefined)],
  ];
};
