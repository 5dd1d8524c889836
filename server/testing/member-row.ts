import type { Insertable } from 'kysely';
import type { MembersTable } from '../db/schema';

/**
 * A member row with every column set, for tests that write the members table directly (a
 * migration's data, a helper below the actions): an uninsured member with no username.
 */
export function memberRow(
  fields: Pick<Insertable<MembersTable>, 'id' | 'email'> & Partial<Insertable<MembersTable>>,
): Insertable<MembersTable> {
  return {
    username: null,
    first_name: 'Ann',
    last_name: 'Lee',
    password_hash: 'x',
    mfa_enabled: false,
    mfa_methods: JSON.stringify([]),
    profile: JSON.stringify({}),
    account_status: 'B',
    affiliation: '',
    phone: null,
    ssn_cipher: null,
    status_since: null,
    mba_error: null,
    payment_method_last_updated: null,
    bene_last_updated: null,
    ...fields,
  };
}
