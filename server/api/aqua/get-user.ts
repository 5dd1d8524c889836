import {
  authenticatedMember,
  memberCredentialsSchema,
  type MemberCredentials,
} from '../../auth/member-session';
import { defineAction } from '../action';
import { userDataFor } from './user-data-for';

export const getUser = defineAction({
  schema: {
    type: 'object',
    required: ['memberId', 'memberToken'],
    properties: memberCredentialsSchema,
  },
  async handle(data: MemberCredentials, context) {
    const member = await authenticatedMember(context, data);
    return userDataFor(member, context);
  },
});
