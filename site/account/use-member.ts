import type { UserData } from '../api';
import { useUser, type MemberAuth, type Permissions } from '../stores';

export interface Member {
  readonly auth: MemberAuth;
  readonly data: UserData;
  readonly permissions: Permissions;
}

/**
 * The logged-in member whose data has loaded. Account pages render inside MemberGate, which
 * shows them only then, so a page never has to handle a missing member itself.
 */
export function useMember(): Member {
  const auth = useUser((state) => state.auth);
  const data = useUser((state) => state.data);
  const permissions = useUser((state) => state.permissions);
  if (!auth || !data) throw new Error('An account page needs MemberGate around it');
  return { auth, data, permissions };
}
