/**
 * The eleven application types of spec §3, the two type codes a plan is sold under and the three
 * brands. Kept here once: the form engine and the plan catalogue both read them.
 */
export const applicationTypes = [
  'decreasing-group',
  'hospital',
  'level-term',
  'level-term-l1-l2',
  'metlaw-legal',
  'nextgen',
  'national-guard',
  'tricare',
  'term-90',
  'term-90-plus',
  'us-reserves',
] as const;
export type ApplicationType = (typeof applicationTypes)[number];

export const typeCodes = ['sale', 'periodic'] as const;
export type TypeCode = (typeof typeCodes)[number];

/** The three partner brands of spec §1 (display names live in plans/catalogue/brands.ts). */
export const brandIds = ['life', 'supplement', 'national-guard'] as const;
export type BrandId = (typeof brandIds)[number];
