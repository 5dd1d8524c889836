/** A beneficiary as the field holds it: every answer as typed. */
export interface Entry {
  name?: string;
  relationship?: string;
  sharePercent?: string;
}
export interface Designation {
  primary?: Entry[];
  contingent?: Entry[];
}

export type ListName = 'primary' | 'contingent';

/**
 * A share as the schema takes it: '100%' and ' 50 % ' are 100 and 50. People write the percent
 * sign the label shows; the server's pattern wants the number alone.
 */
export const tidyShare = (text: string): string => text.trim().replace(/\s*%$/, '');

/** Live total of a list, in hundredths so 33.33 + 33.33 + 33.34 shows 100. */
export function shareTotal(entries: readonly Entry[]): number {
  const hundredths = entries.reduce(
    (sum, entry) => sum + Math.round(Number(tidyShare(entry.sharePercent ?? '') || 0) * 100),
    0,
  );
  return Number.isFinite(hundredths) ? hundredths / 100 : 0;
}

/**
 * Whether every beneficiary of both lists has a share: only then is a total that is not 100 a
 * mistake rather than a designation still being written.
 */
export function everyShareEntered(designation: Designation): boolean {
  const entries = [...(designation.primary ?? []), ...(designation.contingent ?? [])];
  return entries.length > 0 && entries.every((entry) => tidyShare(entry.sharePercent ?? '') !== '');
}
