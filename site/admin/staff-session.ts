import { useSyncExternalStore } from 'react';

/** The super-admin's session in this tab only: never a cookie, never a member login. */
export interface StaffSession {
  readonly token: string;
  readonly username: string;
}

const storageKey = 'mba.staffSession';
const listeners = new Set<() => void>();
let current: StaffSession | null | undefined;

function read(): StaffSession | null {
  if (typeof sessionStorage === 'undefined') return null;
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(storageKey) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { token, username } = parsed as Partial<StaffSession>;
    return typeof token === 'string' && typeof username === 'string' ? { token, username } : null;
  } catch {
    return null;
  }
}

export function staffSession(): StaffSession | null {
  if (current === undefined) current = read();
  return current;
}

function publish(session: StaffSession | null): void {
  current = session;
  if (session) sessionStorage.setItem(storageKey, JSON.stringify(session));
  else sessionStorage.removeItem(storageKey);
  for (const listener of listeners) listener();
}

/** After the super-admin's login: the console's pages use this session from now on. */
export const startStaffSession = (session: StaffSession): void => publish(session);

/** At logout, idle log-out or a refused session: the token is forgotten. */
export const endStaffSession = (): void => publish(null);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useStaffSession(): StaffSession | null {
  return useSyncExternalStore(subscribe, staffSession, () => null);
}
