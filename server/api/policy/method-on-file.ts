import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The member's payment method on file as the page shows it: no token, no number. */
export interface MethodOnFile {
  kind: 'card' | 'bank';
  brand: string | null;
  bankName: string | null;
  last4: string;
  expiry: string | null;
  updatedAt: string;
}

export async function methodOnFile(
  db: Kysely<Database>,
  memberId: string,
): Promise<(MethodOnFile & { token: string }) | undefined> {
  const row = await db
    .selectFrom('payment_methods')
    .selectAll()
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  if (row === undefined) return undefined;
  return {
    kind: row.kind,
    token: row.token,
    brand: row.brand,
    bankName: row.bank_name,
    last4: row.last4,
    expiry: row.expiry,
    updatedAt: row.updated_at.toISOString(),
  };
}

/** The method as the browser may see it. */
export const shownMethod = ({ token: _token, ...shown }: MethodOnFile & { token: string }) => shown;
