// The apply entry pages (spec section 2, "Apply pages"): each page's heading and lead. Which
// applications a page lists, and their labels, are catalogue data (a plan's `applyPages`, a
// variant's `applyLabel` in plans/catalogue/*.json), so a variant added in config is offered.
// Only applications the form engine serves reach the page (the build drops the others).
export interface ApplyEntryContent {
  readonly heading: string;
  readonly lead: string;
}

/** By route subject: the apply-insurance page offers every plan that can be applied for online. */
export const applyEntries: Readonly<Record<string, ApplyEntryContent>> = {
  'apply-insurance': {
    heading: 'Apply for coverage online',
    lead: 'Tell us whether you are already a member and where you live, and we will show the plans you can apply for online today.',
  },
  'apply-term-90-plus-insurance': {
    heading: 'Apply for Term 90 Plus',
    lead: 'Group term life coverage for military members, veterans and their spouses. Tell us two things and choose your application.',
  },
  'apply-federal-civilian-term-90-plus-insurance': {
    heading: 'Apply for Federal Civilian Term 90 Plus',
    lead: 'Group term life coverage for current federal employees and their spouses. Tell us two things and choose your application.',
  },
  'apply-level-term-insurance': {
    heading: 'Apply for Level Term',
    lead: 'Term life coverage at a level premium for 10 or 20 years, for members, federal employees and their spouses. Tell us two things and choose your application.',
  },
  'apply-tricare-insurance': {
    heading: 'Apply for TRICARE Supplement',
    lead: 'Coverage for the costs TRICARE leaves you to pay, for retired service members and their families under 65. Tell us two things and choose your application.',
  },
};

/** The apply-insurance form's questions (spec section 3: existingOrNew, resideIn). */
export const applyQuestions = {
  existingOrNew: {
    legend: 'Are you already a member of the association?',
    existing: 'Yes, I am a member',
    new: 'No, I am new to the association',
  },
  resideIn: { label: 'State where you live', choose: 'Choose your state' },
  submit: 'Show the plans I can apply for',
  loginOffer:
    'Log in first and your application is sent with your member account. You can also go on without logging in.',
  loginButton: 'Log in first',
  plansHeading: 'Plans you can apply for online',
  planLink: 'About this plan',
} as const;
