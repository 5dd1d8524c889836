import { createAlertStore } from './alert-store';
import { createBallotStore } from './ballot-store';
import { mainStore } from './main-store-instance';
import { createAuthModalStore, createSignupModalStore } from './modal-stores';
import { createSeoStore } from './seo-store';
import { storeHook } from './store-hook';
import { createUserStore } from './user-store';

export * from './alert-store';
export * from './apply-insurance-store';
export * from './ballot-store';
export * from './electronic-consent-store';
export * from './email-flags-store';
export * from './live-calculator-store';
export * from './loading-flag-store';
export * from './main-store';
export * from './modal-stores';
export * from './personal-url-store';
export * from './seo-store';
export * from './setup-username-store';
export * from './user-store';
export * from './persistence';
// The stores of single pages, apart: an application page loads only the layout's (below).
export * from './page-stores';

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
