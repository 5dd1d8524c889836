import { accountSections } from './account-sections';
import { contentRoutes } from './content-routes';

// Every path of spec section 2 implemented so far, as data; no placeholder is ever shown.

/**
 * 'account': the standard chrome around the member area's navigation, for logged-in members;
 * 'admin': the staff console's own chrome.
 */
export type LayoutKind = 'standard' | 'bare' | 'auth' | 'account' | 'admin';

export type PageKey =
  | 'home'
  | 'insurancePlans'
  | 'planLanding'
  | 'peopleLikeYou'
  | 'peopleLikeYouAudience'
  | 'membershipBenefits'
  | 'eligibility'
  | 'benefitsOffered'
  | 'about'
  | 'aboutSection'
  | 'campaign'
  | 'agent'
  | 'shareApp'
  | 'resume'
  | 'becomeMember'
  | 'login'
  | 'superAdminLogin'
  | 'passwordForgot'
  | 'passwordReset'
  | 'findYourUsername'
  | 'setupUsername'
  | 'apply'
  | 'applyEntry'
  | 'dynamicAppEntry'
  | 'dynamicApp'
  | 'events'
  | 'certificates'
  | 'beneficiaryForm'
  | 'scholarshipProgram'
  | 'account'
  | 'autoLoanPayment'
  | 'loanAmortization'
  | 'liveCalculator'
  | 'contentList'
  | 'contentItem'
  | 'search'
  | 'admin';

export interface RouteEntry {
  /** react-router pattern; public paths end with a slash. */
  readonly path: string;
  readonly page: PageKey;
  readonly layout: LayoutKind;
  /** Written as HTML at build time; dynamic paths are served by the client shell instead. */
  readonly prerender: boolean;
  readonly title: string;
  readonly description: string;
  /** The page's subject: a landing page's slug, an audience, an about section, a campaign. */
  readonly subject?: string;
  /** The page acts as soon as it opens (a download), so the app starts at once, not on intent. */
  readonly actsOnLoad?: boolean;
  /**
   * A pattern whose every page is prerendered from its own file (a content item): a path under it
   * with no file is unknown, and the server answers it with the 404 page, not the client shell.
   */
  readonly prerenderedOnly?: boolean;
}

type EntryInput = Omit<RouteEntry, 'prerender' | 'layout'> &
  Partial<Pick<RouteEntry, 'prerender' | 'layout'>>;

function route(input: EntryInput): RouteEntry {
  return { prerender: !input.path.includes(':'), layout: 'standard', ...input };
}

const brand = 'MBA';

export const planLandingRoutes: readonly RouteEntry[] = [
  [
    'term-90-plus',
    'Term 90 Plus group term life insurance',
    'Group term life coverage for military members, veterans and their spouses, with rates that stay low to age 90.',
  ],
  [
    'federal-civilian-term-90-plus',
    'Federal Civilian Term 90 Plus life insurance',
    'Group term life insurance for current federal employees and their spouses, with coverage that goes with you from agency to agency.',
  ],
  [
    'level-term',
    'Level Term 10 and 20 life insurance',
    'Level premiums locked for 10 or 20 years, for members and their spouses.',
  ],
  [
    'tricare-supplement',
    'TRICARE Supplement insurance',
    'Pays the TRICARE deductible, cost shares and excess charges for retired military families under 65.',
  ],
  [
    'decreasing-group-term-life',
    'Decreasing Group Term life insurance (monthly income)',
    'Group term life coverage that pays your family a monthly income, at a low cost for military members and veterans.',
  ],
  [
    'decreasing-group-term-life/sponsored-spouse',
    'Decreasing Group Term life insurance for sponsored spouses',
    'Monthly-income group term life coverage for the spouse of an association member.',
  ],
  [
    'nexgen-dependent',
    'NexGen dependent child term life insurance',
    'Affordable term life coverage for the children of association members.',
  ],
  [
    'nexgen-adult-former-dependents',
    'NexGen adult former dependent life insurance',
    'Term life coverage for adult children who were covered as military dependents.',
  ],
  [
    'national-guard',
    'National Guard group life insurance',
    'Group life coverage for Army and Air National Guard members, with coverage for their spouses and children.',
  ],
  [
    'petinsurance',
    'Pet insurance',
    'Accident and illness coverage for the dogs and cats of military families, offered through the association.',
  ],
].map(([subject = '', title = '', description = '']) =>
  route({
    path: `/insurance-plans/${subject}/`,
    page: 'planLanding',
    subject,
    title: `${title} | ${brand}`,
    description,
  }),
);

export const audienceRoutes: readonly RouteEntry[] = [
  [
    'veteran',
    'Life insurance for veterans',
    'Plans open to honorably discharged veterans, with no service-related exclusions once coverage starts.',
  ],
  [
    'active-guard-reserve',
    'Life insurance for active duty, Guard and Reserve',
    'Coverage that adds to SGLI and stays with you when you change duty status.',
  ],
  [
    'adult-former-dependent',
    'Life insurance for adult former dependents',
    'Your own term life coverage after you age out of military dependent status.',
  ],
  [
    'separating-military-member',
    'Life insurance for separating service members',
    'Keep your family protected after SGLI ends when you leave the service.',
  ],
  [
    'federal-employee',
    'Life insurance for federal employees',
    'Group term life coverage that goes with you, whichever agency you work for.',
  ],
  [
    'retired-military',
    'Life insurance for military retirees',
    'Term life and TRICARE Supplement coverage for retired service members and their spouses.',
  ],
  [
    'spouse',
    'Life insurance for military spouses',
    'Coverage in your own name as the spouse of a service member, veteran or federal employee.',
  ],
].map(([subject = '', title = '', description = '']) =>
  route({
    path: `/insurance-plans/people-like-you/${subject}/`,
    page: 'peopleLikeYouAudience',
    subject,
    title: `${title} | ${brand}`,
    description,
  }),
);

export const aboutRoutes: readonly RouteEntry[] = [
  [
    'articles-of-organization',
    'Articles of organization',
    'How the association is organized, governed and run for the benefit of its members.',
  ],
  [
    'contact-us',
    'Contact us',
    'Phone hours, mailing address and the right team for members, applications, billing and claims.',
  ],
  [
    'privacy-policy',
    'Privacy policy',
    'What personal information the association collects, why, and how it is protected.',
  ],
  [
    'leadership-staff',
    'Leadership and staff',
    'The volunteer board of directors and the staff who serve association members.',
  ],
].map(([subject = '', title = '', description = '']) =>
  route({
    path: `/about/${subject}/`,
    page: 'aboutSection',
    subject,
    title: `${title} | ${brand}`,
    description,
  }),
);

export const campaignRoutes: readonly RouteEntry[] = [
  [
    'quick-step',
    'Quick Step life insurance: apply in minutes',
    'Group term life coverage with a short health questionnaire.',
  ],
  [
    'term-90-rates',
    'Term 90 Plus full rate charts',
    'Monthly rates for every age and coverage amount of Term 90 Plus.',
  ],
  [
    'tricare',
    'TRICARE Supplement for military retirees',
    'Cover the costs TRICARE leaves you to pay.',
  ],
  [
    'federal',
    'Federal Civilian Term 90 Plus: life insurance for federal employees',
    'Term 90 Plus coverage built for federal civilian employees.',
  ],
  [
    'national-guard',
    'Group life insurance for the National Guard',
    'Group life coverage for Guard members, with spouse and dependent coverage.',
  ],
].map(([subject = '', title = '', description = '']) =>
  route({
    path: `/campaigns/${subject}/`,
    page: 'campaign',
    subject,
    title: `${title} | ${brand}`,
    description,
  }),
);

export const applyEntryRoutes: readonly RouteEntry[] = [
  [
    'apply-insurance',
    'Apply for insurance online',
    'Find the association plans you can apply for online in your state, and start your application.',
  ],
  [
    'apply-term-90-plus-insurance',
    'Apply for Term 90 Plus life insurance',
    'Apply online for Term 90 Plus group term life coverage, for yourself or your spouse.',
  ],
  [
    'apply-federal-civilian-term-90-plus-insurance',
    'Apply for Federal Civilian Term 90 Plus life insurance',
    'Apply online for Federal Civilian Term 90 Plus coverage, for yourself or your spouse.',
  ],
  [
    'apply-level-term-insurance',
    'Apply for Level Term life insurance',
    'Apply online for Level Term coverage for 10 or 20 years, for yourself or your spouse.',
  ],
  [
    'apply-tricare-insurance',
    'Apply for TRICARE Supplement insurance',
    'Enroll online in TRICARE Supplement for yourself and your family.',
  ],
].map(([subject = '', title = '', description = '']) =>
  route({
    path: `/${subject}/`,
    page: 'applyEntry',
    subject,
    title: `${title} | ${brand}`,
    description,
  }),
);

/** The member's area: its pages need the member's data, so the client shell serves them. */
export const accountRoutes: readonly RouteEntry[] = accountSections.map((section) =>
  route({
    path: section.path,
    page: 'account',
    layout: 'account',
    prerender: false,
    subject: section.key,
    title: `${section.title} | ${brand}`,
    description: section.description,
  }),
);

export const routeTable: readonly RouteEntry[] = [
  route({
    path: '/',
    page: 'home',
    title: `Life insurance for military members, veterans and federal employees | ${brand}`,
    description:
      'A nonprofit membership association offering group term life insurance and benefits to military members, veterans, federal employees and their spouses.',
  }),
  route({
    path: '/insurance-plans/',
    page: 'insurancePlans',
    title: `Insurance plans | ${brand}`,
    description:
      'Compare group term life, TRICARE Supplement and dependent coverage available to association members.',
  }),
  ...planLandingRoutes,
  route({
    path: '/insurance-plans/people-like-you/',
    page: 'peopleLikeYou',
    title: `Coverage for people like you | ${brand}`,
    description:
      'Find the plans that fit your service status, from active duty to retirement, and your family.',
  }),
  ...audienceRoutes,
  route({
    path: '/membership-benefits/',
    page: 'membershipBenefits',
    title: `Membership benefits | ${brand}`,
    description:
      'What association membership brings: group insurance rates, financial education, scholarships and a vote in the association.',
  }),
  route({
    path: '/membership-benefits/eligibility/',
    page: 'eligibility',
    title: `Who can join | ${brand}`,
    description:
      'Membership is open to military members, veterans, federal employees and their spouses.',
  }),
  route({
    path: '/membership-benefits/benefits-offered/',
    page: 'benefitsOffered',
    title: `Benefits offered | ${brand}`,
    description:
      'The benefits available to association members, at no extra cost with your coverage.',
  }),
  route({
    path: '/about/',
    page: 'about',
    title: `About the association | ${brand}`,
    description:
      'A nonprofit association run for its members for more than six decades, with plans underwritten by established insurance carriers.',
  }),
  ...aboutRoutes,
  ...campaignRoutes,
  // Apply entry pages, for the plans with online applications.
  ...applyEntryRoutes,
  // The Legal Plans page, from the catalogue's legal-plans entry (its landingPage).
  route({
    path: '/legalplans/',
    page: 'planLanding',
    subject: 'legalplans',
    title: `Legal Plans | ${brand}`,
    description:
      'Legal help for association members and their families, for one yearly payment, with online enrollment.',
  }),
  // The Term 90 Plus dynamic application: choose a form, then fill it in without the site's chrome.
  route({
    path: '/term90dynamicappentry/',
    page: 'dynamicAppEntry',
    title: `Term 90 Plus applications | ${brand}`,
    description:
      'Choose the Term 90 Plus application to fill in online, for a member or for a spouse.',
  }),
  route({
    path: '/term90dynamicapp/',
    page: 'dynamicApp',
    layout: 'bare',
    // The form comes from ?form=, known only in the browser: served by the client shell.
    prerender: false,
    title: `Term 90 Plus application | ${brand}`,
    description: 'Apply online for Term 90 Plus coverage.',
  }),
  // Online applications: the form engine's wizard, for the forms that exist (forms/).
  route({
    path: '/insurance-plans/:plan/apply/:variant/',
    page: 'apply',
    title: `Apply online | ${brand}`,
    description: 'Apply online for association coverage.',
  }),
  // The Legal Plans enrollment stands at the path of spec section 2, outside /insurance-plans/.
  route({
    path: '/metlife-legal-plans-online-enrollment/',
    page: 'apply',
    prerender: false,
    title: `Legal Plans enrollment | ${brand}`,
    description: 'Enroll online in Legal Plans.',
  }),
  route({
    path: '/campaigns/:plan/apply/:variant/',
    page: 'apply',
    layout: 'bare',
    title: `Apply online | ${brand}`,
    description: 'Apply online for association coverage.',
  }),
  route({
    path: '/events/',
    page: 'events',
    layout: 'bare',
    title: `Association events | ${brand}`,
    description:
      'Webinars and workshops for association members and their families, with an online sign-up.',
  }),
  // Certificates and riders by plan and state: the documents come from the certificates api.
  ...['/certificates/:appId/', '/certificates/:appId/:state/'].map((path) =>
    route({
      path,
      page: 'certificates',
      title: `Certificates and riders | ${brand}`,
      description: 'The certificate and riders filed for your plan in the state you live in.',
    }),
  ),
  route({
    path: '/ngcertificate/',
    page: 'certificates',
    subject: 'national-guard',
    title: `National Guard Group Life certificates | ${brand}`,
    description:
      'The National Guard Group Life certificate and riders filed for the state you live in.',
  }),
  route({
    path: '/membership-benefits/benefits-offered/scholarship-program/',
    page: 'scholarshipProgram',
    // Whether applications are open is asked of the server as the page opens.
    actsOnLoad: true,
    title: `Scholarship program | ${brand}`,
    description:
      'Scholarships for association members and their spouses, children and grandchildren, and how to apply.',
  }),
  route({
    path: '/beneficiary/',
    page: 'beneficiaryForm',
    actsOnLoad: true,
    title: `Beneficiary designation form | ${brand}`,
    description:
      'Download the beneficiary designation form to name who receives the benefit of your certificate.',
  }),
  route({
    path: '/agent/',
    page: 'agent',
    layout: 'bare',
    title: `Talk to a licensed agent | ${brand}`,
    description: 'Apply with the help of a licensed association agent.',
  }),
  route({
    path: '/agent/:formId/',
    page: 'agent',
    layout: 'bare',
    title: `Talk to a licensed agent | ${brand}`,
    description: 'Apply with the help of a licensed association agent.',
  }),
  route({
    path: '/agent/:formId/:slug/',
    page: 'agent',
    layout: 'bare',
    title: `Talk to a licensed agent | ${brand}`,
    description: 'Apply with the help of a licensed association agent.',
  }),
  route({
    path: '/shareapp/',
    page: 'shareApp',
    layout: 'bare',
    title: `Finish your application | ${brand}`,
    description: 'Continue an application shared with you by e-mail.',
  }),
  route({
    path: '/shareapp/:data/',
    page: 'shareApp',
    layout: 'bare',
    title: `Finish your application | ${brand}`,
    description: 'Continue an application shared with you by e-mail.',
  }),
  // Save and finish later: the single-use link e-mailed to an applicant (a client-shell page).
  route({
    path: '/resume/:token/',
    page: 'resume',
    title: `Finish your saved application | ${brand}`,
    description: 'Open an application you saved to finish later.',
  }),
  // Financial calculators (spec §2 "Financial resources").
  route({
    path: '/membership-benefits/financial-resources/calculators/auto-loan-payment/',
    page: 'autoLoanPayment',
    title: `Auto loan payment calculator | ${brand}`,
    description: 'Work out the monthly payment, amount financed and total interest of a car loan.',
  }),
  route({
    path: '/membership-benefits/financial-resources/calculators/loan-amortization/',
    page: 'loanAmortization',
    title: `Loan amortization calculator | ${brand}`,
    description:
      'See every payment of a loan split into principal and interest, with a chart and a CSV download.',
  }),
  route({
    path: '/membership-benefits/financial-resources/calculators/life-insurance-needs/',
    page: 'liveCalculator',
    title: `Life insurance needs calculator | ${brand}`,
    description:
      'Estimate the life insurance coverage your family would need, and see the plans that fit.',
  }),
  route({
    path: '/live-calculator/',
    page: 'liveCalculator',
    title: `How much life insurance do you need? | ${brand}`,
    description:
      'Estimate the coverage your family would need, see the plans that fit with their premiums, and get the result as a PDF.',
  }),
  route({
    path: '/membership-benefits/become-a-member/',
    page: 'becomeMember',
    layout: 'auth',
    title: `Become a member | ${brand}`,
    description: 'Create your member account.',
  }),
  route({
    path: '/login/',
    page: 'login',
    layout: 'auth',
    title: `Log in | ${brand}`,
    description: 'Log in to your member account.',
  }),
  // The staff console (issue 29): its own layout, served by the client shell, never indexed.
  route({
    path: '/admin/',
    page: 'admin',
    layout: 'admin',
    prerender: false,
    title: `Staff console | ${brand}`,
    description: 'The association staff console.',
  }),
  route({
    path: '/login/superadmin/',
    page: 'superAdminLogin',
    layout: 'auth',
    title: `Administrator log in | ${brand}`,
    description: 'Log in as an association administrator.',
  }),
  route({
    path: '/password-forgot/',
    page: 'passwordForgot',
    layout: 'auth',
    title: `Forgot your password | ${brand}`,
    description: 'Get a link to reset your password.',
  }),
  route({
    path: '/password-reset/',
    page: 'passwordReset',
    layout: 'auth',
    title: `Choose a new password | ${brand}`,
    description: 'Set a new password for your member account.',
  }),
  route({
    path: '/membership-benefits/find-your-username/',
    page: 'findYourUsername',
    layout: 'auth',
    title: `Find your username | ${brand}`,
    description: 'Get your username by e-mail.',
  }),
  route({
    path: '/membership-benefits/setup-username/',
    page: 'setupUsername',
    layout: 'auth',
    title: `Set up your username | ${brand}`,
    description: 'Choose a username for your member account.',
  }),
  ...accountRoutes,
  ...contentRoutes,
];

export const notFoundMeta = {
  title: `Page not found | ${brand}`,
  description: 'The page you were looking for is not here.',
} as const;
