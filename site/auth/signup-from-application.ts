import { useMemo, useSyncExternalStore } from 'react';
import { isRecord } from '../../validators';

/** The application a sign-up comes from, and the applicant to fill the form with. */
export interface SignupFromApplication {
  readonly applicationId: string;
  readonly downloadKey: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly dateOfBirth?: string;
}

// This tab only, and only until the sign-up is sent: the page it links to reads it once.
const key = 'mba-signup-from-application';

/** Kept by the confirmation's "Create your account" for the sign-up page it opens. */
export function rememberSignupFromApplication(from: SignupFromApplication): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(from));
  } catch {
    // Storage refused (private mode, full): the sign-up page opens empty, as from anywhere.
  }
}

const text = (value: unknown): value is string => typeof value === 'string' && value !== '';

function kept(): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

const nothingToWatch = () => () => undefined;

/**
 * What the confirmation kept, if it is well formed; nothing while the page is prerendered, so
 * the first render in the browser matches the prerendered page.
 */
export function useSignupFromApplication(): SignupFromApplication | undefined {
  const stored = useSyncExternalStore(nothingToWatch, kept, () => null);
  return useMemo(() => parsed(stored), [stored]);
}

function parsed(stored: string | null): SignupFromApplication | undefined {
  let value: unknown;
  try {
    value = JSON.parse(stored ?? 'null');
  } catch {
    return undefined;
  }
  if (!isRecord(value)) return undefined;
  const { applicationId, downloadKey, firstName, lastName, email, dateOfBirth } = value;
  if (![applicationId, downloadKey, firstName, lastName, email].every(text)) return undefined;
  return {
    applicationId: applicationId as string,
    downloadKey: downloadKey as string,
    firstName: firstName as string,
    lastName: lastName as string,
    email: email as string,
    ...(text(dateOfBirth) ? { dateOfBirth } : {}),
  };
}

export function forgetSignupFromApplication(): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Nothing kept, nothing to forget.
  }
}
