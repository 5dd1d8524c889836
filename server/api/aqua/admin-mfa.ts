import { audit } from '../../auth/audit';
import { checkMfaCode, openLoginAttempt, pendingLoginAttempt } from '../../auth/mfa';
import { loginCompletedWithCode } from '../../auth/login-throttle';
import { createSession } from '../../auth/sessions';
import { staffSessionLifeMs } from '../../auth/staff-session';
import { ApiError, fieldErrors } from '../../http/api-error';
import { defineAction, type ActionContext } from '../action';
import { loginExpiredMessage, methodUnavailableMessage, sendCodeForAttempt } from './send-mfa-code';
import {
  codeExpiredMessage,
  noCodeSentMessage,
  tooManyTriesMessage,
  wrongCodeMessage,
} from './verify-mfa-code';

/** A super-admin's codes come by e-mail or voice call (issue 29), never by text. */
export const adminMfaMethods = ['email', 'voice'] as const;

type AdminRow = { id: string; username: string; mfa_methods: string[] } & {
  email: string | null;
  phone: string | null;
};

/** The password was right and MFA is on: the login waits for a code. */
export async function adminMfaRequired(context: ActionContext, admin: AdminRow) {
  await openLoginAttempt(context.db, { adminId: admin.id }, context.now());
  return {
    mfaRequired: true,
    availableMethods: admin.mfa_methods,
    adminId: admin.id,
  };
}

const adminIdSchema = { type: 'string', minLength: 1, maxLength: 100 } as const;

/** Sends (or sends again) the code of the super-admin's pending login by the way chosen. */
export const initiateAdminMfa = defineAction({
  methods: ['POST'],
  schema: {
    type: 'object',
    required: ['adminId', 'method'],
    properties: { adminId: adminIdSchema, method: { type: 'string', enum: adminMfaMethods } },
  },
  async handle(data: { adminId: string; method: 'email' | 'voice' }, context) {
    const now = context.now();
    const attemptId = await pendingLoginAttempt(context.db, { adminId: data.adminId }, now);
    const admin = attemptId
      ? await context.db
          .selectFrom('admins')
          .selectAll()
          .where('id', '=', data.adminId)
          .executeTakeFirst()
      : undefined;
    if (attemptId === undefined || admin === undefined)
      throw new ApiError(401, loginExpiredMessage);
    const destination = data.method === 'email' ? admin.email : admin.phone;
    if (!admin.mfa_methods.includes(data.method) || !destination)
      throw fieldErrors({ method: methodUnavailableMessage });
    return sendCodeForAttempt(context, attemptId, data.method, destination);
  },
});

const refusals = {
  wrong: wrongCodeMessage,
  expired: codeExpiredMessage,
  exhausted: tooManyTriesMessage,
  'none sent': noCodeSentMessage,
} as const;

/** The code of the super-admin's pending login: right, the staff session; either way, audited. */
export const verifyAdminMfaCode = defineAction({
  methods: ['POST'],
  schema: {
    type: 'object',
    required: ['adminId', 'code'],
    properties: {
      adminId: adminIdSchema,
      code: { type: 'string', minLength: 1, maxLength: 6, pattern: '^\\d{6}$' },
    },
  },
  async handle(data: { adminId: string; code: string }, context) {
    const now = context.now();
    const detail = { address: context.address, requestId: context.requestId };
    const attemptId = await pendingLoginAttempt(context.db, { adminId: data.adminId }, now);
    if (attemptId === undefined) throw new ApiError(401, loginExpiredMessage);
    const outcome = await checkMfaCode(context.db, attemptId, data.code, now);
    if (outcome !== 'accepted') {
      await audit(context.db, {
        adminId: data.adminId,
        action: 'loginSuperAdmin.codeRefused',
        detail: { ...detail, outcome },
        at: now,
      });
      throw new ApiError(401, refusals[outcome]);
    }
    const admin = await context.db
      .selectFrom('admins')
      .select(['id', 'username'])
      .where('id', '=', data.adminId)
      .executeTakeFirstOrThrow();
    await loginCompletedWithCode(context, { kind: 'admin-login', account: admin.id });
    const token = await createSession(context.db, { adminId: admin.id }, now, staffSessionLifeMs);
    await audit(context.db, {
      adminId: admin.id,
      action: 'loginSuperAdmin',
      detail: { ...detail, username: admin.username, mfa: true },
      at: now,
    });
    return { token, admin: { _id: admin.id, username: admin.username } };
  },
});
