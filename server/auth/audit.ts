import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** One line of the super-admin audit trail; never holds a password or token. */
export async function audit(
  db: Kysely<Database>,
  entry: { adminId: string | null; action: string; detail: Record<string, unknown>; at: Date },
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      admin_id: entry.adminId,
      action: entry.action,
      detail: JSON.stringify(entry.detail),
      at: entry.at,
    })
    .execute();
}
