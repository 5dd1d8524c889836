/** Every rate sheet of spec §3 "Rate tables"; term-90-plus holds a tobacco and a no-tobacco sheet. */
export const rateSheetIds = [
  'level-term-10-20',
  'level-term-i',
  'level-term-ii',
  'term-90',
  'term-90-plus',
  'nexgen-adult',
  'nexgen-dependent',
  'national-guard',
] as const;

export type RateSheetId = (typeof rateSheetIds)[number];

export function isRateSheetId(value: unknown): value is RateSheetId {
  return typeof value === 'string' && (rateSheetIds as readonly string[]).includes(value);
}
