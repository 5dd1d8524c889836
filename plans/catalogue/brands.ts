import type { BrandId } from '../../validators';

/**
 * Display names of the three partner brands (spec §1). The spec does not name the carriers;
 * these names are the association's own and fictional.
 */
export const brandNames: Readonly<Record<BrandId, string>> = {
  life: 'Liberty Shield Life',
  supplement: 'Sentinel Health Supplement',
  'national-guard': 'Minuteman Guard Benefits',
};
