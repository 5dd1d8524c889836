import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface AuditEntry {
  /** The super-admin who acted, if one did. */
  adminId?: string | null;
  /** The member whose account changed. */
  memberId?: string | null;
  action: string;
  detail: Record<string, unknown>;
  at: Date;
}

/** One line of the audit trail; never holds a password, token, card or account number. */
export async function audit(db: Kysely<Database>, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      admin_id: entry.adminId ?? null,
      member_id: entry.memberId ?? null,
      action: entry.action,
      detail: JSON.stringify(entry.detail),
      at: entry.at,
    })
    .execute();
}
