import { createStore } from 'zustand/vanilla';

export type AuthForm = 'login' | 'forgotPassword' | 'findUsername';

export interface AuthModalState {
  readonly open: boolean;
  readonly form: AuthForm;
  readonly redirectUrl: string | null;
  openModal(form?: AuthForm, redirectUrl?: string): void;
  close(): void;
  changeForm(form: AuthForm): void;
}

export function createAuthModalStore() {
  return createStore<AuthModalState>()((set) => ({
    open: false,
    form: 'login',
    redirectUrl: null,
    openModal: (form = 'login', redirectUrl) =>
      set({ open: true, form, redirectUrl: redirectUrl ?? null }),
    close: () => set({ open: false, form: 'login', redirectUrl: null }),
    changeForm: (form) => set({ form }),
  }));
}

export interface SignupModalState {
  readonly open: boolean;
  readonly loading: boolean;
  openModal(): void;
  close(): void;
}

export function createSignupModalStore() {
  return createStore<SignupModalState>()((set) => ({
    open: false,
    loading: false,
    openModal: () => set({ open: true }),
    close: () => set({ open: false }),
  }));
}
