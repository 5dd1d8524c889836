// The browser's single instances of the stores single pages use (account, forms, personal URLs):
// a module of their own, so the pages that load the layout's stores only (an application page,
// the 150 KB budget of its JavaScript) do not load these with them.
import { createApplyInsuranceStore } from './apply-insurance-store';
import { createElectronicConsentStore } from './electronic-consent-store';
import { createEmailFlagsStore } from './email-flags-store';
import { createLoadingFlagStore } from './loading-flag-store';
import { createPersonalUrlStore } from './personal-url-store';
import { storeHook } from './store-hook';

export const electronicConsentStore = createElectronicConsentStore();
export const personalUrlStore = createPersonalUrlStore();
export const applyInsuranceStore = createApplyInsuranceStore();
/** Digital sign-up form and events (spec 3: a loading flag only). */
export const digitalSignupStore = createLoadingFlagStore();
/** Contact form (spec 3: a loading flag only). */
export const contactFormStore = createLoadingFlagStore();
/** Download form (spec 3: a loading flag only). */
export const downloadFormStore = createLoadingFlagStore();
/** Share-app and benchmark e-mails (spec 3 "Email flags"). */
export const emailFlagsStore = createEmailFlagsStore();
/** Payment purchase, update beneficiary, update payment method (spec 3: a loading flag each). */
export const paymentPurchaseStore = createLoadingFlagStore();
export const updateBeneficiaryStore = createLoadingFlagStore();
export const updatePaymentMethodStore = createLoadingFlagStore();

export const useElectronicConsent = storeHook(electronicConsentStore);
export const usePersonalUrl = storeHook(personalUrlStore);
export const useApplyInsurance = storeHook(applyInsuranceStore);
export const usePaymentPurchase = storeHook(paymentPurchaseStore);
export const useUpdateBeneficiary = storeHook(updateBeneficiaryStore);
export const useUpdatePaymentMethod = storeHook(updatePaymentMethodStore);
