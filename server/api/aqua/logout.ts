import {
  authenticatedMember,
  memberCredentialsSchema,
  type MemberCredentials,
} from '../../auth/member-session';
import { revokeSession } from '../../auth/sessions';
import { defineAction } from '../action';

export const logout = defineAction({
  methods: ['POST'],
  schema: {
    type: 'object',
    required: ['memberId', 'memberToken'],
    properties: memberCredentialsSchema,
  },
  async handle(data: MemberCredentials, context) {
    await authenticatedMember(context, data);
    await revokeSession(context.db, data.memberToken, context.now());
    return { ok: true };
  },
});
