import { runRequest, type ApiResult } from '../api';
import { endStaffSession, staffSession } from './staff-session';

export const staffLoginPath = '/login/superadmin/';

/**
 * A staff action through the site's one request runner, with the session's token. A refused
 * session (expired, idle, logged out elsewhere) ends it here too: the console then sends its
 * user to the login page.
 */
export async function staffRequest<T>(
  action: string,
  data: Readonly<Record<string, unknown>> = {},
): Promise<ApiResult<T>> {
  const session = staffSession();
  const result = await runRequest<T>({
    api: 'staff',
    action,
    data: { ...data, adminToken: session?.token ?? '' },
  });
  if (!result.ok && result.status === 401) endStaffSession();
  return result;
}
