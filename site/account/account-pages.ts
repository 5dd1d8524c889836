import type { ComponentType } from 'react';
import type { AccountSectionKey } from '../routes';
import { BallotPage } from './ballot/BallotPage';
import { BenefitsPage } from './benefits/BenefitsPage';
import { CertificatesPage } from './certificates/CertificatesPage';
import { FinancialResourcesPage } from './financialResources/FinancialResourcesPage';
import { InsuranceCoveragePage } from './insurance-coverage/InsuranceCoveragePage';
import { OverviewPage } from './overview/OverviewPage';
import { ProfilePage } from './profile/ProfilePage';
import { PaymentCenterPage } from './payment-center/PaymentCenterPage';

/**
 * One component per account section. A section without a page yet is left out of the
 * navigation and its path shows the 404 page: no placeholder is ever shown. To add a page: a
 * folder beside this file with its component, and one line here.
 */
export const accountPages: Readonly<Partial<Record<AccountSectionKey, ComponentType>>> = {
  overview: OverviewPage,
  paymentCenter: PaymentCenterPage,
  insuranceCoverage: InsuranceCoveragePage,
  certificates: CertificatesPage,
  benefits: BenefitsPage,
  financialResources: FinancialResourcesPage,
  ballot: BallotPage,
  profile: ProfilePage,
};
