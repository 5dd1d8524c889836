import { audit } from '../../auth/audit';
import { verifyAgainstDecoy, verifyPassword } from '../../auth/passwords';
import { createSession } from '../../auth/sessions';
import { staffSessionLifeMs } from '../../auth/staff-session';
import { beginLoginAttempt } from '../../auth/login-throttle';
import { tooManyAttemptsMessage } from '../../auth/throttle';
import { ApiError } from '../../http/api-error';
import { defineAction } from '../action';
import { adminMfaRequired } from './admin-mfa';
import { badCredentialsMessage } from './login';

interface AdminLoginData {
  username: string;
  password: string;
}

/**
 * The super-admin's separate login; every attempt, good or bad, is audited. With MFA on, the
 * password only opens a login that waits for a code (initiateAdminMfa, verifyAdminMfaCode).
 */
export const loginSuperAdmin = defineAction({
  methods: ['POST'],
  schema: {
    type: 'object',
    required: ['username', 'password'],
    properties: {
      username: { type: 'string', minLength: 1, maxLength: 100 },
      password: { type: 'string', minLength: 1, maxLength: 200 },
    },
  },
  async handle(data: AdminLoginData, context) {
    const now = context.now();
    const admin = await context.db
      .selectFrom('admins')
      .selectAll()
      .where('username', '=', data.username.trim())
      .executeTakeFirst();
    // Counted apart from members' logins: members' failures from an address never shut it out.
    const attempt = await beginLoginAttempt(context, {
      kind: 'admin-login',
      account: admin ? admin.id : `name:${data.username.trim().toLowerCase()}`,
    });
    const valid = admin
      ? await verifyPassword(admin.password_hash, data.password)
      : await verifyAgainstDecoy(data.password);
    const detail = { address: context.address, requestId: context.requestId };
    if (admin === undefined || !valid) {
      // Whether the username was an admin's, never what was typed: that is often a password
      // typed into the wrong box.
      await audit(context.db, {
        adminId: admin?.id ?? null,
        action: 'loginSuperAdmin.failed',
        detail: { ...detail, usernameMatched: admin !== undefined },
        at: now,
      });
      await attempt.failed();
      throw new ApiError(401, badCredentialsMessage);
    }
    // Past the account's limit, from an address it has not used: the code is the only way on
    // (a super-admin without MFA waits, or is unlocked with npm run staff:unlock).
    const stepUp = await attempt.needsStepUp();
    if (stepUp && admin.mfa_methods.length === 0) throw new ApiError(429, tooManyAttemptsMessage);
    if (!stepUp) await attempt.succeeded();
    if (admin.mfa_methods.length > 0) {
      await audit(context.db, {
        adminId: admin.id,
        action: 'loginSuperAdmin.passwordAccepted',
        detail: { ...detail, username: admin.username },
        at: now,
      });
      return adminMfaRequired(context, admin);
    }
    const token = await createSession(context.db, { adminId: admin.id }, now, staffSessionLifeMs);
    await audit(context.db, {
      adminId: admin.id,
      action: 'loginSuperAdmin',
      detail: { ...detail, username: admin.username },
      at: now,
    });
    return { token, admin: { _id: admin.id, username: admin.username } };
  },
});
