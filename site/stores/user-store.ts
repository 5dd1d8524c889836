import { createStore } from 'zustand/vanilla';
import {
  isLoginResponse,
  isMfaChallenge,
  isSignupAnswer,
  isSignupResponse,
  isUserData,
  runRequest as defaultRunner,
  apiMessages,
  type LoginResponse,
  type MfaChallenge,
  type MfaMethod,
  type PermissionName,
  type RequestStatus,
  type RunRequest,
  type UserData,
} from '../api';
import { documentCookies, type CookieJar } from '../browser/cookies';
import { memberCookieMaxAgeSeconds } from '../config';
import { applicationStoreName } from '../../engine';
import { browserStorage } from './persistence';

export type UserAction =
  | 'login'
  | 'signup'
  | 'confirmSignup'
  | 'getUser'
  | 'initiateMfa'
  | 'resendMfaCode'
  | 'verifyMfaCode'
  | 'logout';

export interface MemberAuth {
  readonly memberId: string;
  readonly memberToken: string;
}

export interface MfaState {
  readonly required: boolean;
  readonly member: {
    id: string;
    firstName?: string;
    lastName?: string;
    email?: string;
    phone?: string;
  } | null;
  readonly availableMethods: readonly MfaMethod[];
  readonly currentMethod: MfaMethod | null;
  readonly email: string | null;
  readonly phone: string | null;
  readonly codeSent: boolean;
  readonly expiresAt: string | null;
}

export type Permissions = Readonly<Record<PermissionName, boolean>>;

export interface UserState {
  readonly loading: Readonly<Partial<Record<UserAction, RequestStatus>>>;
  readonly data: UserData | null;
  readonly auth: MemberAuth | null;
  readonly memberName: string | null;
  readonly errorMessage: string | null;
  readonly fieldErrors: Readonly<Record<string, string>>;
  readonly isLoggedIn: boolean;
  readonly dataLoaded: boolean;
  readonly permissions: Permissions;
  readonly mfa: MfaState;
}

export type LoginOutcome = 'loggedIn' | 'mfa' | 'failed';

export interface UserActions {
  login(credentials: { username: string; password: string }): Promise<LoginOutcome>;
  initiateMfa(method: MfaMethod): Promise<boolean>;
  resendMfaCode(): Promise<boolean>;
  verifyMfaCode(code: string): Promise<boolean>;
  clearMfa(): void;
  /** Back to the choice of method, the login still waiting for a code (another way to get it). */
  chooseAnotherMfaMethod(): void;
  /**
   * Sends a sign-up; answers the server's "check your e-mail" message, or null when it refused
   * (the errors are in the store). Nobody is logged in yet: the e-mailed link does that.
   */
  signup(registration: Readonly<Record<string, unknown>>): Promise<string | null>;
  /** Opens the e-mailed sign-up link: the account is made and the new member logged in. */
  confirmSignup(token: string): Promise<boolean>;
  loadSavedAuth(): Promise<void>;
  fetchUser(): Promise<boolean>;
  /** A password change ended every other session: this one goes on with the new token. */
  renewToken(memberToken: string): void;
  logout(): Promise<void>;
  /** Another tab logged out (and told the server): this one forgets the same, telling no one. */
  loggedOutElsewhere(): void;
}

export type UserStore = UserState & UserActions;

export const noPermissions: Permissions = {
  payment: false,
  paymentMethodUpdate: false,
  beneUpdate: false,
  nationalGuardCert: false,
  ballot: false,
  vote: false,
};

export const emptyMfa: MfaState = {
  required: false,
  member: null,
  availableMethods: [],
  currentMethod: null,
  email: null,
  phone: null,
  codeSent: false,
  expiresAt: null,
};

export const initialUserState: UserState = {
  loading: {},
  data: null,
  auth: null,
  memberName: null,
  errorMessage: null,
  fieldErrors: {},
  isLoggedIn: false,
  dataLoaded: false,
  permissions: noPermissions,
  mfa: emptyMfa,
};

const memberCookieNames = ['memberId', 'memberToken', 'memberName'] as const;

function permissionsOf(data: UserData): Permissions {
  return { ...noPermissions, ...data.permissions };
}

/** The password and devices fields never reach the store (spec 3). */
function withoutSecrets(data: UserData): UserData {
  const { password: _password, devices: _devices, ...rest } = data;
  return rest as UserData;
}

export interface UserStoreDependencies {
  readonly runRequest?: RunRequest;
  readonly cookies?: CookieJar;
  /** What else a logout forgets: by default the applications this browser keeps. */
  readonly forgetUserData?: () => void;
}

/** The applications kept in this browser (answers typed, finished ones): a logout drops them. */
function forgetStoredApplications(): void {
  browserStorage()?.removeItem(applicationStoreName);
}

export function createUserStore({
  runRequest = defaultRunner,
  cookies = documentCookies,
  forgetUserData = forgetStoredApplications,
}: UserStoreDependencies = {}) {
  return createStore<UserStore>()((set, get) => {
    const track = (action: UserAction) => (_name: string, status: RequestStatus) =>
      set((state) => ({ loading: { ...state.loading, [action]: status } }));

    const fail = (message: string, errors?: Readonly<Record<string, string>>) =>
      set({ errorMessage: message, fieldErrors: errors ?? {} });

    const storeAuth = (memberId: string, memberToken: string, memberName: string) => {
      const maxAgeSeconds = memberCookieMaxAgeSeconds;
      cookies.set('memberId', memberId, { maxAgeSeconds });
      cookies.set('memberToken', memberToken, { maxAgeSeconds });
      cookies.set('memberName', memberName, { maxAgeSeconds });
      set({
        auth: { memberId, memberToken },
        memberName,
        isLoggedIn: memberId !== '' && memberToken !== '',
        errorMessage: null,
        fieldErrors: {},
        mfa: emptyMfa,
      });
    };

    const acceptLogin = (body: LoginResponse): LoginOutcome => {
      if (body.mfaRequired === true) {
        set({
          errorMessage: null,
          fieldErrors: {},
          mfa: {
            ...emptyMfa,
            required: true,
            member: { ...body.member, id: body.memberId },
            availableMethods: body.availableMethods,
          },
        });
        return 'mfa';
      }
      storeAuth(body.member._id, body.token, body.member.firstName);
      return 'loggedIn';
    };

    const acceptChallenge = (challenge: MfaChallenge) =>
      set((state) => ({
        errorMessage: null,
        mfa: {
          ...state.mfa,
          currentMethod: challenge.method,
          codeSent: true,
          expiresAt: challenge.expiresAt,
          email: challenge.method === 'email' ? challenge.destination : state.mfa.email,
          phone: challenge.method === 'email' ? state.mfa.phone : challenge.destination,
        },
      }));

    // Spec 4: logout resets all user data, the applications kept in this browser included.
    const reset = () => {
      for (const name of memberCookieNames) cookies.remove(name);
      forgetUserData();
      set({ ...initialUserState });
    };

    return {
      ...initialUserState,

      async login(credentials) {
        const result = await runRequest<LoginResponse>({
          api: 'aqua',
          action: 'login',
          data: credentials,
          validate: isLoginResponse,
          onStatus: track('login'),
        });
        if (!result.ok) {
          fail(result.message, result.errors);
          return 'failed';
        }
        return acceptLogin(result.data);
      },

      async initiateMfa(method) {
        const memberId = get().mfa.member?.id;
        if (!memberId) return false;
        const result = await runRequest<MfaChallenge>({
          api: 'aqua',
          action: 'initiateMfa',
          data: { memberId, method },
          validate: isMfaChallenge,
          onStatus: track('initiateMfa'),
        });
        if (!result.ok) {
          fail(result.message);
          return false;
        }
        acceptChallenge(result.data);
        return true;
      },

      async resendMfaCode() {
        const { member, currentMethod } = get().mfa;
        if (!member || !currentMethod) return false;
        const result = await runRequest<MfaChallenge>({
          api: 'aqua',
          action: 'resendMfaCode',
          data: { memberId: member.id, method: currentMethod },
          validate: isMfaChallenge,
          onStatus: track('resendMfaCode'),
        });
        if (!result.ok) {
          fail(result.message);
          return false;
        }
        acceptChallenge(result.data);
        return true;
      },

      async verifyMfaCode(code) {
        const memberId = get().mfa.member?.id;
        if (!memberId) return false;
        const result = await runRequest<LoginResponse>({
          api: 'aqua',
          action: 'verifyMfaCode',
          data: { memberId, code },
          validate: isLoginResponse,
          onStatus: track('verifyMfaCode'),
        });
        if (!result.ok) {
          fail(result.message, result.errors);
          return false;
        }
        return acceptLogin(result.data) === 'loggedIn';
      },

      clearMfa() {
        set({ mfa: emptyMfa, errorMessage: null });
      },

      chooseAnotherMfaMethod() {
        set((state) => ({ mfa: { ...state.mfa, codeSent: false }, errorMessage: null }));
      },

      async signup(registration) {
        const result = await runRequest({
          api: 'aqua',
          action: 'signup',
          data: registration,
          validate: isSignupAnswer,
          onStatus: track('signup'),
        });
        if (!result.ok) {
          fail(result.message, result.errors);
          return null;
        }
        set({ errorMessage: null, fieldErrors: {} });
        return result.data.message;
      },

      async confirmSignup(token) {
        const result = await runRequest({
          api: 'aqua',
          action: 'confirmSignup',
          data: { token },
          validate: isSignupResponse,
          onStatus: track('confirmSignup'),
        });
        if (!result.ok) {
          fail(result.message, result.errors);
          return false;
        }
        storeAuth(result.data.member._id, result.data.token, result.data.member.firstName);
        return true;
      },

      async loadSavedAuth() {
        const memberId = cookies.get('memberId');
        const memberToken = cookies.get('memberToken');
        if (!memberId || !memberToken) return;
        set({
          auth: { memberId, memberToken },
          memberName: cookies.get('memberName') ?? null,
          isLoggedIn: true,
        });
        if (!get().dataLoaded) await get().fetchUser();
      },

      async fetchUser() {
        const auth = get().auth;
        if (!auth) return false;
        const result = await runRequest<UserData>({
          api: 'aqua',
          action: 'getUser',
          data: { ...auth },
          validate: isUserData,
          onStatus: track('getUser'),
        });
        if (!result.ok) {
          reset();
          set({ errorMessage: apiMessages.apiError });
          return false;
        }
        const data = withoutSecrets(result.data);
        set({ data, dataLoaded: true, permissions: permissionsOf(data) });
        return true;
      },

      async logout() {
        const auth = get().auth;
        reset();
        if (auth) await runRequest({ api: 'aqua', action: 'logout', data: { ...auth } });
      },

      renewToken(memberToken) {
        const { auth, memberName } = get();
        if (auth) storeAuth(auth.memberId, memberToken, memberName ?? '');
      },

      loggedOutElsewhere: reset,
    };
  });
}
