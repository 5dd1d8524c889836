/** What the super-admin's login answers: logged in, or a code needed first. */
export interface AdminLogin {
  readonly token: string;
  readonly admin: { readonly _id: string; readonly username: string };
}

/** The password was right and MFA is on: a code is needed. */
export interface AdminCodeNeeded {
  readonly mfaRequired: true;
  readonly adminId: string;
  readonly availableMethods: readonly string[];
}

export function isAdminLogin(body: unknown): body is AdminLogin {
  if (typeof body !== 'object' || body === null) return false;
  const { token, admin } = body as Partial<AdminLogin>;
  return typeof token === 'string' && typeof admin?.username === 'string';
}
