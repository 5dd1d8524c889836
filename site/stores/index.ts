import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import { createAlertStore } from './alertStore';
import { createApplyInsuranceStore } from './applyInsuranceStore';
import { createBallotStore } from './ballotStore';
import { createElectronicConsentStore } from './electronicConsentStore';
import { createEmailFlagsStore } from './emailFlagsStore';
import { createLoadingFlagStore } from './loadingFlagStore';
import { mainStore } from './mainStoreInstance';
import { createAuthModalStore, createSignupModalStore } from './modalStores';
import { createPersonalUrlStore } from './personalUrlStore';
import { createSeoStore } from './seoStore';
import { createUserStore } from './userStore';

export * from './alertStore';
export * from './applyInsuranceStore';
export * from './ballotStore';
export * from './electronicConsentStore';
export * from './emailFlagsStore';
export * from './liveCalculatorStore';
export * from './loadingFlagStore';
export * from './mainStore';
export * from './modalStores';
export * from './personalUrlStore';
export * from './seoStore';
export * from './setupUsernameStore';
export * from './userStore';
export * from './persistence';

// The browser's single instances of each store.
export const userStore = createUserStore();
export const alertStore = createAlertStore();
export const ballotStore = createBallotStore();
export const electronicConsentStore = createElectronicConsentStore();
export { mainStore };
export const personalUrlStore = createPersonalUrlStore();
export const seoStore = createSeoStore();
export const authModalStore = createAuthModalStore();
export const signupModalStore = createSignupModalStore();
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

type State<S> = S extends StoreApi<infer T> ? T : never;

function hook<S extends StoreApi<object>>(store: S) {
  return <U>(selector: (state: State<S>) => U): U =>
    useStore(store, selector as (state: object) => U);
}

export const useUser = hook(userStore);
export const useAlert = hook(alertStore);
export const useBallot = hook(ballotStore);
export const useElectronicConsent = hook(electronicConsentStore);
export const useMain = hook(mainStore);
export const usePersonalUrl = hook(personalUrlStore);
export const useSeo = hook(seoStore);
export const useAuthModal = hook(authModalStore);
export const useSignupModal = hook(signupModalStore);
export const useApplyInsurance = hook(applyInsuranceStore);
export const usePaymentPurchase = hook(paymentPurchaseStore);
export const useUpdateBeneficiary = hook(updateBeneficiaryStore);
export const useUpdatePaymentMethod = hook(updatePaymentMethodStore);
