// The dimensions a rate table may be keyed by (spec §3 "Rate tables"), besides age.

/** Plan tiers, dearest first: preferred < select < standard. */
export const tiers = ['standard', 'select', 'preferred'] as const;
export type Tier = (typeof tiers)[number];

export const sexes = ['M', 'F'] as const;
export type Sex = (typeof sexes)[number];

/** Level term length in years. */
export const terms = [10, 20] as const;
export type Term = (typeof terms)[number];

/** The two Term 90 Plus sheets, as named in the data file's tobacco column. */
export const tobaccoSheets = ['no-tobacco', 'tobacco'] as const;
export type TobaccoSheet = (typeof tobaccoSheets)[number];

export function isTier(value: unknown): value is Tier {
  return typeof value === 'string' && (tiers as readonly string[]).includes(value);
}

export function isSex(value: unknown): value is Sex {
  return typeof value === 'string' && (sexes as readonly string[]).includes(value);
}

export function isTerm(value: unknown): value is Term {
  return typeof value === 'number' && (terms as readonly number[]).includes(value);
}

export function isTobaccoSheet(value: unknown): value is TobaccoSheet {
  return typeof value === 'string' && (tobaccoSheets as readonly string[]).includes(value);
}
