// Plain-language descriptions of the plans, keyed by catalogue plan id (or plan/variant). The plan's
// own figures are written as {coverage} and {ages} and filled from the plan catalogue, so a change
// of settings there never leaves the page saying otherwise.
export interface PlanCopy {
  readonly summary: string;
  readonly highlights: readonly string[];
}

/** The order plans are listed in: the most chosen first. */
export const planOrder: readonly string[] = [
  'term-90-plus',
  'level-term',
  'tricare-supplement',
  'national-guard',
  'nexgen-adult',
  'nexgen-dependent',
  'decreasing-group-term',
  'pet-insurance',
  'hospital-indemnity',
];

export const planCopy: Readonly<Record<string, PlanCopy>> = {
  'term-90-plus': {
    summary:
      'Group term life insurance that can stay with you to age 90, with coverage from {coverage} and monthly rates set by your age.',
    highlights: [
      'Keep your coverage when you leave the service or change duty status.',
      'No war or terrorism exclusions once your coverage is in force.',
      'Apply online in about 15 minutes; many applicants answer only a few health questions.',
    ],
  },
  'term-90-plus/federal-civilian': {
    summary:
      'Term 90 Plus for current federal employees and their spouses: group term life coverage that goes with you from agency to agency.',
    highlights: [
      'Add to your FEGLI coverage, often at a lower cost for the same amount.',
      'Coverage continues if you change agencies or retire, as long as premiums are paid.',
      'Spouses can apply for coverage of their own.',
    ],
  },
  'level-term': {
    summary:
      'Premiums that stay the same for 10 or 20 years, so you know exactly what you will pay while your family depends on your income.',
    highlights: [
      'Choose a 10-year or a 20-year term; the 20-year term is open to younger applicants only.',
      'Coverage from {coverage}.',
      'Spouses and federal employees can apply too.',
    ],
  },
  'tricare-supplement': {
    summary:
      'Pays what TRICARE does not: your deductible, cost shares and excess charges, so a hospital stay does not become a bill you cannot plan for.',
    highlights: [
      'For retired service members, their families and surviving spouses under 65.',
      'Use any TRICARE-authorized provider.',
      'Premiums by age band, with family coverage available.',
    ],
  },
  'decreasing-group-term': {
    summary:
      'Group term life insurance that pays your family a monthly income instead of one lump sum, at a low cost that fits a military budget.',
    highlights: [
      'Benefits arrive as a monthly check to help cover everyday bills.',
      'Coverage decreases as your family’s needs usually do.',
      'A sponsored-spouse version covers the member’s husband or wife.',
    ],
  },
  'decreasing-group-term/sponsored-spouse': {
    summary:
      'Monthly-income group term life coverage for the spouse of an association member, so the household is protected if either of you dies.',
    highlights: [
      'The member sponsors the spouse’s application.',
      'Benefits are paid as a monthly income.',
      'Simple application online.',
    ],
  },
  'nexgen-dependent': {
    summary:
      'Low-cost term life coverage of {coverage} for your children, which they can keep building on as adults.',
    highlights: [
      'Covers children of association members.',
      'Choose {coverage} of coverage.',
      'Children can later apply for NexGen adult coverage in their own name.',
    ],
  },
  'nexgen-adult': {
    summary:
      'Term life coverage from {coverage} for adult children who were covered as military dependents and now need coverage of their own.',
    highlights: [
      'Open to ages {ages}.',
      'Rates that stay low while you build a family of your own.',
      'Rates based on your age, with no need to be in the service yourself.',
    ],
  },
  'pet-insurance': {
    summary:
      'Accident and illness coverage for your dogs and cats, with plans you can use at any licensed veterinarian in the United States.',
    highlights: [
      'Covers accidents, illnesses and emergency care.',
      'Use any licensed veterinarian, including emergency clinics.',
      'Coverage is arranged through the association’s pet insurance partner.',
    ],
  },
  'national-guard': {
    summary:
      'Group life insurance built for members of the National Guard and their families, with coverage from {coverage}.',
    highlights: [
      'Pay by allotment, direct payment or bill.',
      'Spouse and dependent coverage available.',
      'A short Quick Step application, with coverage limits by age.',
    ],
  },
  'hospital-indemnity': {
    summary:
      'Hospital Indemnity coverage is no longer offered online; talk with us about the options that fit you.',
    highlights: [],
  },
  'legal-plans': {
    summary:
      'Legal help when you need it, from a network of attorneys, for one yearly payment: wills, powers of attorney, document review and advice, for association members.',
    highlights: [
      'Enroll online in a few minutes.',
      'One price, paid once a year, with no claim forms for covered services.',
      'Offered through the association’s legal-services partner.',
    ],
  },
  'reserve-group-life': {
    summary:
      'Group life insurance for members of the Reserve components, with coverage from {coverage}.',
    highlights: [],
  },
};
