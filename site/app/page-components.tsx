import { lazy, type ComponentType } from 'react';
import { AccountPage } from '../account';
import { AboutPage, AboutSectionPage } from '../pages/AboutPages';
import { AgentPage } from '../pages/AgentPage';
import { ApplyEntryPage } from '../pages/ApplyEntryPage';
import { AudiencePage } from '../pages/AudiencePage';
import {
  BecomeMemberPage,
  FindYourUsernamePage,
  LoginPage,
  PasswordForgotPage,
  PasswordResetPage,
  SetupUsernamePage,
  SuperAdminLoginPage,
} from '../pages/AuthPages';
import { BeneficiaryFormPage } from '../pages/BeneficiaryFormPage';
import {
  AutoLoanPaymentPage,
  LiveCalculatorPage,
  LoanAmortizationPage,
} from '../pages/CalculatorPages';
import { CampaignPage } from '../pages/CampaignPage';
import { CertificatesPage } from '../pages/CertificatesPage';
import { DynamicAppEntryPage } from '../pages/DynamicAppEntryPage';
import { DynamicAppPage } from '../pages/DynamicAppPage';
import { EventsPage } from '../pages/EventsPage';
import { HomePage } from '../pages/HomePage';
import { InsurancePlansPage } from '../pages/InsurancePlansPage';
import {
  BenefitsOfferedPage,
  EligibilityPage,
  MembershipBenefitsPage,
} from '../pages/MembershipPages';
import type { PageProps } from '../pages/page-props';
import { PeopleLikeYouPage } from '../pages/PeopleLikeYouPage';
import { PlanLandingPage } from '../pages/PlanLandingPage';
import { ScholarshipPage } from '../pages/ScholarshipPage';
import { ShareAppPage } from '../pages/ShareAppPage';
import { ContentItemPage } from '../pages/content/ContentItemPage';
import { ContentListPage } from '../pages/content/ContentListPage';
import { SearchPage } from '../pages/content/SearchPage';
import type { PageKey } from '../routes';

// The save-and-return link loads the form engine's store and the form's module, like the
// application pages: only on its own page.
const ResumePage = lazy(() => import('../apply/ResumePage'));

export const pageComponents: Readonly<
  Record<Exclude<PageKey, 'apply' | 'admin'>, ComponentType<PageProps>>
> = {
  home: HomePage,
  insurancePlans: InsurancePlansPage,
  planLanding: PlanLandingPage,
  peopleLikeYou: PeopleLikeYouPage,
  peopleLikeYouAudience: AudiencePage,
  membershipBenefits: MembershipBenefitsPage,
  eligibility: EligibilityPage,
  benefitsOffered: BenefitsOfferedPage,
  about: AboutPage,
  aboutSection: AboutSectionPage,
  campaign: CampaignPage,
  agent: AgentPage,
  shareApp: ShareAppPage,
  resume: ResumePage,
  becomeMember: BecomeMemberPage,
  login: LoginPage,
  superAdminLogin: SuperAdminLoginPage,
  passwordForgot: PasswordForgotPage,
  passwordReset: PasswordResetPage,
  findYourUsername: FindYourUsernamePage,
  setupUsername: SetupUsernamePage,
  applyEntry: ApplyEntryPage,
  dynamicAppEntry: DynamicAppEntryPage,
  dynamicApp: DynamicAppPage,
  events: EventsPage,
  certificates: CertificatesPage,
  beneficiaryForm: BeneficiaryFormPage,
  scholarshipProgram: ScholarshipPage,
  account: AccountPage,
  autoLoanPayment: AutoLoanPaymentPage,
  loanAmortization: LoanAmortizationPage,
  liveCalculator: LiveCalculatorPage,
  contentList: ContentListPage,
  contentItem: ContentItemPage,
  search: SearchPage,
};

/** Pages whose content comes from the plan catalogue or content/ through a page model. */
export const pagesWithModel: ReadonlySet<PageKey> = new Set<PageKey>([
  'home',
  'insurancePlans',
  'planLanding',
  'peopleLikeYouAudience',
  'membershipBenefits',
  'about',
  'aboutSection',
  'campaign',
  'applyEntry',
  'dynamicAppEntry',
]);

/**
 * Pages of content/ read through the content stores (site/stores/content-stores.ts): their
 * prerendered model only seeds the store, and client navigation asks the content api.
 */
export const pagesWithStoredContent: ReadonlySet<PageKey> = new Set<PageKey>([
  'contentList',
  'contentItem',
]);
