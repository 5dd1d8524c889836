import {
  authenticatedMember,
  memberCredentialsSchema,
  type MemberCredentials,
} from '../../auth/member-session';
import { currentPasswordMatches, currentPasswordWrongMessage } from '../../auth/current-password';
import { audit } from '../../auth/audit';
import { hashPassword } from '../../auth/passwords';
import { voidResetTokens } from '../../auth/reset-tokens';
import { createSession, revokeMemberSessions } from '../../auth/sessions';
import { letters } from '../../mail/letters';
import { fieldErrors } from '../../http/api-error';
import { defineAction } from '../action';
import { newPasswordProperties, passwordErrors } from './password-fields';

export { currentPasswordWrongMessage };
export const passwordUpdatedMessage = 'Your password has been updated.';

interface UpdatePasswordData extends MemberCredentials {
  currentPassword: string;
  password: string;
  passwordConfirmation: string;
}

/**
 * Every session of the member ends, this one included; the answer carries a new token so the
 * member stays logged in here and nowhere else. Reset links sent before die, and the member is
 * told by e-mail.
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
    if (!(await currentPasswordMatches(context, member, data.currentPassword))) {
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
    await voidResetTokens(context.db, member.id, now);
    await audit(context.db, {
      memberId: member.id,
      action: 'member.updatePassword',
      detail: {},
      at: now,
    });
    await context.mailer.send(letters.passwordChanged(member.email));
    const token = await createSession(context.db, { memberId: member.id }, now);
    return { message: passwordUpdatedMessage, token };
  },
});
