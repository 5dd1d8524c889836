import { pageCopyAt, titled, type PageCopy } from '../content/page-copy';
import notFoundCopy from '../content/page-copy.json';
import { accountSections } from './account-sections';
import { contentRoutes } from './content-routes';

// Every path of spec section 2 implemented so far. The table says which page and layout serve a
// path; each page's title and description are copy, kept as data in site/content/page-copy.json.

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

type EntryInput = Omit<RouteEntry, 'prerender' | 'layout' | 'title' | 'description'> &
  Partial<Pick<RouteEntry, 'prerender' | 'layout'>>;

/** A route with its copy: page-copy.json's words for its path unless given. */
function route(input: EntryInput, copy: PageCopy = pageCopyAt(input.path)): RouteEntry {
  return { prerender: !input.path.includes(':'), layout: 'standard', ...input, ...copy };
}

export const planLandingRoutes: readonly RouteEntry[] = [
  'term-90-plus',
  'federal-civilian-term-90-plus',
  'level-term',
  'tricare-supplement',
  'decreasing-group-term-life',
  'decreasing-group-term-life/sponsored-spouse',
  'nexgen-dependent',
  'nexgen-adult-former-dependents',
  'national-guard',
  'petinsurance',
].map((subject) =>
  route({
    path: `/insurance-plans/${subject}/`,
    page: 'planLanding',
    subject,
  }),
);

export const audienceRoutes: readonly RouteEntry[] = [
  'veteran',
  'active-guard-reserve',
  'adult-former-dependent',
  'separating-military-member',
  'federal-employee',
  'retired-military',
  'spouse',
].map((subject) =>
  route({
    path: `/insurance-plans/people-like-you/${subject}/`,
    page: 'peopleLikeYouAudience',
    subject,
  }),
);

export const aboutRoutes: readonly RouteEntry[] = [
  'articles-of-organization',
  'contact-us',
  'privacy-policy',
  'leadership-staff',
].map((subject) =>
  route({
    path: `/about/${subject}/`,
    page: 'aboutSection',
    subject,
  }),
);

export const campaignRoutes: readonly RouteEntry[] = [
  'quick-step',
  'term-90-rates',
  'tricare',
  'federal',
  'national-guard',
].map((subject) =>
  route({
    path: `/campaigns/${subject}/`,
    page: 'campaign',
    subject,
  }),
);

export const applyEntryRoutes: readonly RouteEntry[] = [
  'apply-insurance',
  'apply-term-90-plus-insurance',
  'apply-federal-civilian-term-90-plus-insurance',
  'apply-level-term-insurance',
  'apply-tricare-insurance',
].map((subject) =>
  route({
    path: `/${subject}/`,
    page: 'applyEntry',
    subject,
  }),
);

/** The member's area: its pages need the member's data, so the client shell serves them. */
export const accountRoutes: readonly RouteEntry[] = accountSections.map((section) =>
  route(
    {
      path: section.path,
      page: 'account',
      layout: 'account',
      prerender: false,
      subject: section.key,
    },
    // The sections' own words, which the account's navigation shares.
    { title: titled(section.title), description: section.description },
  ),
);

export const routeTable: readonly RouteEntry[] = [
  route({
    path: '/',
    page: 'home',
  }),
  route({
    path: '/insurance-plans/',
    page: 'insurancePlans',
  }),
  ...planLandingRoutes,
  route({
    path: '/insurance-plans/people-like-you/',
    page: 'peopleLikeYou',
  }),
  ...audienceRoutes,
  route({
    path: '/membership-benefits/',
    page: 'membershipBenefits',
  }),
  route({
    path: '/membership-benefits/eligibility/',
    page: 'eligibility',
  }),
  route({
    path: '/membership-benefits/benefits-offered/',
    page: 'benefitsOffered',
  }),
  route({
    path: '/about/',
    page: 'about',
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
  }),
  // The Term 90 Plus dynamic application: choose a form, then fill it in without the site's chrome.
  route({
    path: '/term90dynamicappentry/',
    page: 'dynamicAppEntry',
  }),
  route({
    path: '/term90dynamicapp/',
    page: 'dynamicApp',
    layout: 'bare',
    // The form comes from ?form=, known only in the browser: served by the client shell.
    prerender: false,
  }),
  // Online applications: the form engine's wizard, for the forms that exist (forms/).
  route({
    path: '/insurance-plans/:plan/apply/:variant/',
    page: 'apply',
  }),
  // The Legal Plans enrollment stands at the path of spec section 2, outside /insurance-plans/.
  route({
    path: '/metlife-legal-plans-online-enrollment/',
    page: 'apply',
    prerender: false,
  }),
  route({
    path: '/campaigns/:plan/apply/:variant/',
    page: 'apply',
    layout: 'bare',
  }),
  route({
    path: '/events/',
    page: 'events',
    layout: 'bare',
  }),
  // Certificates and riders by plan and state: the documents come from the certificates api.
  ...['/certificates/:appId/', '/certificates/:appId/:state/'].map((path) =>
    route({
      path,
      page: 'certificates',
    }),
  ),
  route({
    path: '/ngcertificate/',
    page: 'certificates',
    subject: 'national-guard',
  }),
  route({
    path: '/membership-benefits/benefits-offered/scholarship-program/',
    page: 'scholarshipProgram',
    // Whether applications are open is asked of the server as the page opens.
    actsOnLoad: true,
  }),
  route({
    path: '/beneficiary/',
    page: 'beneficiaryForm',
    actsOnLoad: true,
  }),
  route({
    path: '/agent/',
    page: 'agent',
    layout: 'bare',
  }),
  route({
    path: '/agent/:formId/',
    page: 'agent',
    layout: 'bare',
  }),
  route({
    path: '/agent/:formId/:slug/',
    page: 'agent',
    layout: 'bare',
  }),
  route({
    path: '/shareapp/',
    page: 'shareApp',
    layout: 'bare',
  }),
  route({
    path: '/shareapp/:data/',
    page: 'shareApp',
    layout: 'bare',
  }),
  // Save and finish later: the single-use link e-mailed to an applicant (a client-shell page).
  route({
    path: '/resume/:token/',
    page: 'resume',
  }),
  // Financial calculators (spec §2 "Financial resources").
  route({
    path: '/membership-benefits/financial-resources/calculators/auto-loan-payment/',
    page: 'autoLoanPayment',
  }),
  route({
    path: '/membership-benefits/financial-resources/calculators/loan-amortization/',
    page: 'loanAmortization',
  }),
  route({
    path: '/membership-benefits/financial-resources/calculators/life-insurance-needs/',
    page: 'liveCalculator',
  }),
  route({
    path: '/live-calculator/',
    page: 'liveCalculator',
  }),
  route({
    path: '/membership-benefits/become-a-member/',
    page: 'becomeMember',
    layout: 'auth',
  }),
  route({
    path: '/login/',
    page: 'login',
    layout: 'auth',
  }),
  // The staff console (issue 29): its own layout, served by the client shell, never indexed.
  route({
    path: '/admin/',
    page: 'admin',
    layout: 'admin',
    prerender: false,
  }),
  route({
    path: '/login/superadmin/',
    page: 'superAdminLogin',
    layout: 'auth',
  }),
  route({
    path: '/password-forgot/',
    page: 'passwordForgot',
    layout: 'auth',
  }),
  route({
    path: '/password-reset/',
    page: 'passwordReset',
    layout: 'auth',
  }),
  route({
    path: '/membership-benefits/find-your-username/',
    page: 'findYourUsername',
    layout: 'auth',
  }),
  route({
    path: '/membership-benefits/setup-username/',
    page: 'setupUsername',
    layout: 'auth',
  }),
  ...accountRoutes,
  ...contentRoutes,
];

export const notFoundMeta: PageCopy = {
  title: titled(notFoundCopy.notFound.title),
  description: notFoundCopy.notFound.description,
};
