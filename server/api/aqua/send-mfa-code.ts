import {
  codesSentForAttempt,
  issueMfaCode,
  mfaMaxSendsPerAttempt,
  maskDestination,
  mfaCodeLifeMinutes,
  pendingLoginAttempt,
} from '../../auth/mfa';
import type { MfaMethod } from '../../db/schema';
import { ApiError, fieldErrors } from '../../http/api-error';
import { letters, phoneCodeText } from '../../mail/letters';
import type { ActionContext } from '../action';
import { loginCodeMethods, mfaDestination } from './mfa-destination';

export const loginExpiredMessage = 'Your login has expired. Please log in again.';
export const tooManyCodesMessage = 'Too many codes requested. Please log in again.';
export const methodUnavailableMessage =
  'This verification method is not available for your account';

export interface SendCodeData {
  memberId: string;
  method: MfaMethod;
}

export const sendCodeSchema = {
  type: 'object',
  required: ['memberId', 'method'],
  properties: {
    memberId: { type: 'string', minLength: 1, maxLength: 100 },
    method: { type: 'string', enum: ['email', 'sms', 'voice'] },
  },
} as const;

/** initiateMfa and resendMfaCode: a new code for the member's pending login, sent by the method. */
export async function sendMfaCode(data: SendCodeData, context: ActionContext) {
  const now = context.now();
  const attemptId = await pendingLoginAttempt(context.db, { memberId: data.memberId }, now);
  const member = attemptId
    ? await context.db
        .selectFrom('members')
        .selectAll()
        .where('id', '=', data.memberId)
        .executeTakeFirst()
    : undefined;
  if (attemptId === undefined || member === undefined) throw new ApiError(401, loginExpiredMessage);
  const destination = mfaDestination(member, data.method);
  if (!loginCodeMethods(member).includes(data.method) || destination === undefined) {
    throw fieldErrors({ method: methodUnavailableMessage });
  }
  return sendCodeForAttempt(context, attemptId, data.method, destination);
}

/**
 * A new code for a pending login (a member's or a super-admin's), sent to the destination by the
 * way chosen; the challenge the page shows next. Refused once the attempt has had its codes.
 */
export async function sendCodeForAttempt(
  context: ActionContext,
  attemptId: string,
  method: MfaMethod,
  destination: string,
) {
  const now = context.now();
  if ((await codesSentForAttempt(context.db, attemptId)) >= mfaMaxSendsPerAttempt) {
    throw new ApiError(429, tooManyCodesMessage);
  }
  const { code, expiresAt } = await issueMfaCode(context.db, attemptId, method, destination, now);
  if (method === 'email') {
    await context.mailer.send(letters.mfaCode(destination, code, mfaCodeLifeMinutes));
  } else {
    await context.phone.send({
      channel: method,
      to: destination,
      text: phoneCodeText(code, mfaCodeLifeMinutes),
    });
  }
  return {
    method,
    destination: maskDestination(method, destination),
    expiresAt: expiresAt.toISOString(),
  };
}
