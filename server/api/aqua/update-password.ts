import {
  authenticatedMember,
  memberCredentialsSchema,
  type MemberCredentials,
} from '../../auth/member-session';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { createSession, revokeMemberSessions } from '../../auth/sessions';
import { fieldErrors } from '../../http/api-error';
import { defineAction } from '../action';
import { newPasswordProperties, passwordErrors } from './password-fields';

export const currentPasswordWrongMessage = 'The current password is not correct';
export const passwordUpdatedMessage = 'Your password has been updated.';

interface UpdatePasswordData extends MemberCredentials {
  currentPassword: string;
  password: string;
  passwordConfirmation: string;
}

/**
 * Every session of the member ends, this one included; the answer carries a new token so the
 * member stays logged in here and nowhere else.
 */
export const updatePassword = defineAction({
  methods: ['POST'],
  schema: {
    type: 'object',
    required: ['memberId', 'memberToken', 'currentPassword', 'password', 'passwordConfirmation'],
    properties: {
      ...memberCredentialsSchema,
      currentPassword: { type: 'string', minLength: 1, maxLength: 200 },
      ...newPasswordProperties,
    },
  },
  async handle(data: UpdatePasswordData, context) {
    const member = await authenticatedMember(context, data);
    const errors = passwordErrors(data.password, data.passwordConfirmation);
    if (!(await verifyPassword(member.password_hash, data.currentPassword))) {
      errors.currentPassword = currentPasswordWrongMessage;
    }
    if (Object.keys(errors).length > 0) throw fieldErrors(errors);
    const now = context.now();
    await context.db
      .updateTable('members')
      .set({ password_hash: await hashPassword(data.password) })
      .where('id', '=', member.id)
      .execute();
    await revokeMemberSessions(context.db, member.id, now);
    const token = await createSession(context.db, { memberId: member.id }, now);
    return { message: passwordUpdatedMessage, token };
  },
});
