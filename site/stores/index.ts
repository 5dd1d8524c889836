import { createAlertStore } from './alertStore';
import { createBallotStore } from './ballotStore';
import { mainStore } from './mainStoreInstance';
import { createAuthModalStore, createSignupModalStore } from './modalStores';
import { createSeoStore } from './seoStore';
import { storeHook } from './storeHook';
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
// The stores of single pages, apart: an application page loads only the layout's (below).
export * from './pageStores';

// The browser's single instances of the stores the layout uses on every page.
export const userStore = createUserStore();
export const alertStore = createAlertStore();
export const ballotStore = createBallotStore();
export { mainStore };
export const seoStore = createSeoStore();
export const authModalStore = createAuthModalStore();
export const signupModalStore = createSignupModalStore();

export const useUser = storeHook(userStore);
export const useAlert = storeHook(alertStore);
export const useBallot = storeHook(ballotStore);
export const useMain = storeHook(mainStore);
export const useSeo = storeHook(seoStore);
export const useAuthModal = storeHook(authModalStore);
export const useSignupModal = storeHook(signupModalStore);
