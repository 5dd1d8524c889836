// Response shapes of the API contract, with the checks spec 5 ("Responses") asks for.
import type { ElectionConfig } from '../../validators';
import { isRecord } from '../../validators';
export type MfaMethod = 'email' | 'sms' | 'voice';

export interface LoginMember {
  readonly _id: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly username?: string;
  readonly phone?: string;
}

export type LoginResponse =
  | { readonly token: string; readonly member: LoginMember; readonly mfaRequired?: false }
  | {
      readonly mfaRequired: true;
      readonly availableMethods: readonly MfaMethod[];
      readonly memberId: string;
      readonly member?: Partial<LoginMember>;
    };

/** What a sign-up answers, whether or not the address has an account: check your e-mail. */
export interface SignupAnswer {
  readonly message: string;
}

/** The answer of the e-mailed sign-up link (aqua.confirmSignup): the spec's signup response. */
export interface SignupResponse {
  readonly token: string;
  readonly member: {
    readonly _id: string;
    readonly firstName: string;
    readonly lastName: string;
    readonly email: { readonly primary: string };
  };
}

export interface MfaChallenge {
  readonly method: MfaMethod;
  readonly destination: string;
  readonly expiresAt: string;
}

export interface SeoEntry {
  readonly path: string;
  readonly seo: {
    readonly title?: string;
    readonly description?: string;
    readonly canonical?: string;
  };
}

/** The election window and meeting the server has in force (spec 9, moved by staff). */
export type ElectionWindow = Omit<ElectionConfig, 'candidates'>;

export interface AlertResponse {
  readonly visible: boolean;
  readonly data: { readonly title?: string; readonly text?: string } | null;
  /** Absent from an older server's answer: the site then keeps its configured election. */
  readonly election?: ElectionWindow;
}

export interface PersonalUrlResponse {
  readonly redirectUrl: string;
  readonly purlId: string;
}

export interface MessageResponse {
  readonly message: string;
}

/** The member profile of spec 3; fields beyond `_id` are optional because the server may omit them. */
export interface UserData {
  readonly _id: string;
  readonly firstName?: string;
  readonly lastName?: string;
  readonly contact?: { readonly email?: { readonly primary?: string } };
  readonly accountStatus?: string;
  readonly permissions?: Partial<Record<PermissionName, boolean>>;
  readonly [field: string]: unknown;
}

export type PermissionName =
  'payment' | 'paymentMethodUpdate' | 'beneUpdate' | 'nationalGuardCert' | 'ballot' | 'vote';

function isText(value: unknown): value is string {
  return typeof value === 'string' && value !== '';
}

const mfaMethods: readonly string[] = ['email', 'sms', 'voice'];

export function isLoginResponse(body: unknown): body is LoginResponse {
  if (!isRecord(body)) return false;
  if (body.mfaRequired === true) {
    return (
      isText(body.memberId) &&
      Array.isArray(body.availableMethods) &&
      body.availableMethods.every(
        (method) => typeof method === 'string' && mfaMethods.includes(method),
      )
    );
  }
  const member = body.member;
  return (
    isText(body.token) &&
    isRecord(member) &&
    isText(member._id) &&
    typeof member.firstName === 'string' &&
    typeof member.lastName === 'string' &&
    typeof member.email === 'string'
  );
}

export function isSignupAnswer(body: unknown): body is SignupAnswer {
  return isRecord(body) && isText(body.message);
}

export function isSignupResponse(body: unknown): body is SignupResponse {
  if (!isRecord(body) || !isText(body.token) || !isRecord(body.member)) return false;
  const { member } = body;
  return (
    isText(member._id) &&
    typeof member.firstName === 'string' &&
    typeof member.lastName === 'string' &&
    isRecord(member.email) &&
    typeof member.email.primary === 'string'
  );
}

export function isUserData(body: unknown): body is UserData {
  return isRecord(body) && isText(body._id);
}

export function isSeoList(body: unknown): body is SeoEntry[] {
  return (
    Array.isArray(body) &&
    body.every((entry) => isRecord(entry) && typeof entry.path === 'string' && isRecord(entry.seo))
  );
}

export function isMfaChallenge(body: unknown): body is MfaChallenge {
  return (
    isRecord(body) &&
    typeof body.method === 'string' &&
    mfaMethods.includes(body.method) &&
    typeof body.destination === 'string' &&
    typeof body.expiresAt === 'string'
  );
}

export function isAlertResponse(body: unknown): body is AlertResponse {
  return (
    isRecord(body) &&
    typeof body.visible === 'boolean' &&
    (body.data === null || isRecord(body.data)) &&
    (body.election === undefined || isElectionWindow(body.election))
  );
}

function isElectionWindow(body: unknown): body is ElectionWindow {
  return (
    isRecord(body) &&
    ['timeZone', 'start', 'end', 'meeting'].every((key) => typeof body[key] === 'string') &&
    typeof body.annualMeeting === 'number'
  );
}

export function isPersonalUrlResponse(body: unknown): body is PersonalUrlResponse {
  return isRecord(body) && typeof body.redirectUrl === 'string' && typeof body.purlId === 'string';
}

export function isMessageResponse(body: unknown): body is MessageResponse {
  return isRecord(body) && typeof body.message === 'string';
}

/** A certificate or rider document as content.certificates lists it. */
export interface CertificateLink {
  readonly label: string;
  readonly link: string;
  readonly kind: 'certificate' | 'rider';
  /** A specimen stands in until the filed document is configured. */
  readonly specimen: boolean;
}

/** content.certificates: a product's documents for a state, one list per set (term, plan). */
export interface CertificatesResponse {
  readonly product: { readonly id: string; readonly name: string };
  readonly state: { readonly code: string; readonly name: string } | null;
  readonly sets: readonly {
    readonly title: string;
    readonly documents: readonly CertificateLink[];
  }[];
}

const isCertificateLink = (value: unknown): value is CertificateLink =>
  isRecord(value) &&
  typeof value.label === 'string' &&
  typeof value.link === 'string' &&
  (value.kind === 'certificate' || value.kind === 'rider') &&
  typeof value.specimen === 'boolean';

export function isCertificatesResponse(body: unknown): body is CertificatesResponse {
  if (!isRecord(body) || !isRecord(body.product) || !Array.isArray(body.sets)) return false;
  const state = body.state;
  return (
    typeof body.product.name === 'string' &&
    (state === null ||
      (isRecord(state) && typeof state.code === 'string' && typeof state.name === 'string')) &&
    body.sets.every(
      (set) =>
        isRecord(set) &&
        typeof set.title === 'string' &&
        Array.isArray(set.documents) &&
        set.documents.every(isCertificateLink),
    )
  );
}

/** scholarship.period: the application period as configured, and where now falls. */
export interface ScholarshipPeriodResponse {
  readonly state: 'notYet' | 'open' | 'closed';
  /** 'YYYY-MM-DDTHH:mm' local to timeZone. */
  readonly start: string;
  readonly end: string;
  readonly timeZone: string;
}

export function isScholarshipPeriodResponse(body: unknown): body is ScholarshipPeriodResponse {
  return (
    isRecord(body) &&
    (body.state === 'notYet' || body.state === 'open' || body.state === 'closed') &&
    typeof body.start === 'string' &&
    typeof body.end === 'string' &&
    typeof body.timeZone === 'string'
  );
}
