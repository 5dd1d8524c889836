import { loggedIn } from '../../auth/login-result';
import { checkMfaCode, pendingLoginAttempt } from '../../auth/mfa';
import { loginCompletedWithCode, memberAccount } from '../../auth/login-throttle';
import { ApiError } from '../../http/api-error';
import { defineAction } from '../action';
import { loginExpiredMessage } from './send-mfa-code';

export const wrongCodeMessage = 'The code is not correct. Please check it and try again.';
export const codeExpiredMessage = 'The code has expired. Please request a new one.';
export const tooManyTriesMessage = 'Too many wrong codes. Please request a new one.';
export const noCodeSentMessage =
  'No code has been sent yet. Please choose how to receive one, then enter it.';

interface VerifyData {
  memberId: string;
  code: string;
}

export const verifyMfaCode = defineAction({
  methods: ['POST'],
  schema: {
    type: 'object',
    required: ['memberId', 'code'],
    properties: {
      memberId: { type: 'string', minLength: 1, maxLength: 100 },
      code: { type: 'string', minLength: 1, maxLength: 6, pattern: '^\\d{6}$' },
    },
  },
  async handle(data: VerifyData, context) {
    const now = context.now();
    const attemptId = await pendingLoginAttempt(context.db, { memberId: data.memberId }, now);
    if (attemptId === undefined) throw new ApiError(401, loginExpiredMessage);
    const outcome = await checkMfaCode(context.db, attemptId, data.code, now);
    if (outcome === 'wrong') throw new ApiError(401, wrongCodeMessage);
    if (outcome === 'expired') throw new ApiError(401, codeExpiredMessage);
    if (outcome === 'exhausted') throw new ApiError(401, tooManyTriesMessage);
    if (outcome === 'none sent') throw new ApiError(401, noCodeSentMessage);
    const member = await context.db
      .selectFrom('members')
      .selectAll()
      .where('id', '=', data.memberId)
      .executeTakeFirstOrThrow();
    await loginCompletedWithCode(context, { kind: 'login', account: memberAccount(member.id) });
    return loggedIn(context, member);
  },
});
