import type { MemberRow } from '../../auth/member-session';
import { userData } from '../../members/user-data';
import type { ActionContext } from '../action';

export async function userDataFor(member: MemberRow, context: ActionContext) {
  return userData(member, {
    db: context.db,
    now: context.now(),
    election: await context.siteSettings.election(),
    ssnCipher: context.ssnCipher,
  });
}
