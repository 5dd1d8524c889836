import type { MemberRow } from '../../auth/member-session';
import { userData } from '../../members/user-data';
import type { ActionContext } from '../action';

export function userDataFor(member: MemberRow, context: ActionContext) {
  return userData(member, {
    db: context.db,
    now: context.now(),
    election: context.config.election,
    ssnCipher: context.ssnCipher,
  });
}
