import { sql, type Kysely } from 'kysely';

/**
 * The audit log refuses TRUNCATE too, as it refuses UPDATE and DELETE: one statement must not
 * empty the trail (issue 46). A demo reset, which only the table's owner may run, turns the
 * trigger off for its own transaction.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create trigger audit_log_no_truncate before truncate on audit_log
    for each statement execute function audit_log_append_only()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger audit_log_no_truncate on audit_log`.execute(db);
}
