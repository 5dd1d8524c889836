// The apply entry pages (spec section 2, "Apply pages"): which catalogue plans each one offers,
// and which application variant each choice leads to. Only applications the form engine serves
// reach the page (the build drops the others), so a plan without an online form never shows.
export interface ApplyEntryChoice {
  readonly variantId: string;
  /** Who or what the choice is for, in the applicant's words. */
  readonly label: string;
}

export interface ApplyEntryPlan {
  readonly planId: string;
  /** The variant whose name, summary and landing page stand for the plan on the page. */
  readonly variantId: string;
  readonly choices: readonly ApplyEntryChoice[];
}

export interface ApplyEntryContent {
  readonly heading: string;
  readonly lead: string;
  readonly plans: readonly ApplyEntryPlan[];
}

const term90Plus: ApplyEntryPlan = {
  planId: 'term-90-plus',
  variantId: 'standard',
  choices: [
    { variantId: 'standard', label: 'Coverage for yourself' },
    { variantId: 'sponsored-spouse', label: 'Coverage for your spouse' },
    { variantId: 'quick-step', label: 'A short health questionnaire, coverage limited by age' },
  ],
};

const federalCivilianTerm90Plus: ApplyEntryPlan = {
  planId: 'term-90-plus',
  variantId: 'federal-civilian',
  choices: [
    { variantId: 'federal-civilian', label: 'Coverage for yourself' },
    { variantId: 'federal-civilian-spouse', label: 'Coverage for your spouse' },
    {
      variantId: 'federal-civilian-quick-step',
      label: 'A short health questionnaire, coverage limited by age',
    },
  ],
};

/** By route subject: the apply-insurance page offers every plan that can be applied for online. */
export const applyEntries: Readonly<Record<string, ApplyEntryContent>> = {
  'apply-insurance': {
    heading: 'Apply for coverage online',
    lead: 'Tell us whether you are already a member and where you live, and we will show the plans you can apply for online today.',
    plans: [term90Plus, federalCivilianTerm90Plus],
  },
  'apply-term-90-plus-insurance': {
    heading: 'Apply for Term 90 Plus',
    lead: 'Group term life coverage for military members, veterans and their spouses. Tell us two things and choose your application.',
    plans: [term90Plus],
  },
  'apply-federal-civilian-term-90-plus-insurance': {
    heading: 'Apply for Federal Civilian Term 90 Plus',
    lead: 'Group term life coverage for current federal employees and their spouses. Tell us two things and choose your application.',
    plans: [federalCivilianTerm90Plus],
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
