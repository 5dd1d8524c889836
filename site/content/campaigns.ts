// Campaign landing pages and the catalogue plan each one sells (plan id, variant id).
export interface CampaignPlan {
  readonly planId: string;
  readonly variantId: string;
  readonly headline: string;
  readonly pitch: string;
  /** Shows the full rate chart rather than three example ages. */
  readonly fullRates?: boolean;
}

export const campaignPlans: Readonly<Record<string, CampaignPlan>> = {
  'quick-step': {
    planId: 'term-90-plus',
    variantId: 'quick-step',
    headline: 'Quick Step life insurance: apply in minutes',
    pitch:
      'Answer a few health questions and apply for Term 90 Plus coverage, up to an amount set by your age.',
  },
  'term-90-rates': {
    planId: 'term-90-plus',
    variantId: 'standard',
    headline: 'Term 90 Plus monthly rates',
    pitch:
      'Every age band at a glance, so you can see what coverage costs now and as you get older.',
    fullRates: true,
  },
  tricare: {
    planId: 'tricare-supplement',
    variantId: 'enrollment',
    headline: 'Cover the costs TRICARE leaves you to pay',
    pitch:
      'TRICARE Supplement pays your deductible, cost shares and excess charges after TRICARE pays its part.',
  },
  federal: {
    planId: 'term-90-plus',
    variantId: 'federal-civilian',
    headline: 'Life insurance for federal employees',
    pitch:
      'Group term life coverage that stays with you from agency to agency, and into retirement.',
  },
  'national-guard': {
    planId: 'national-guard',
    variantId: 'member',
    headline: 'Group life insurance for the National Guard',
    pitch: 'Group life coverage for Guard members, with spouse and dependent coverage available.',
  },
};
