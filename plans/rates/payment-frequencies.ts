/**
 * Months paid at once per payment frequency: monthly, and the spec's Q quarterly (x3),
 * S semiannual (x6) and A annual (x12).
 */
export const frequencyMultipliers = { M: 1, Q: 3, S: 6, A: 12 } as const;

export type QuoteFrequency = keyof typeof frequencyMultipliers;
