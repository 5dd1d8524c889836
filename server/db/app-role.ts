import { sql, type Kysely } from 'kysely';
import type { Database } from './schema';

const roleName = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * What the server's own role may do, granted by the owner of the tables after migrating: read
 * and write every table, but only read and add to the audit log. Not owning the tables, the role
 * cannot truncate the log, turn its triggers off, or change any table (issue 46).
 */
export async function grantAppRole(owner: Kysely<Database>, role: string): Promise<void> {
  if (!roleName.test(role)) throw new Error(`Invalid role name: ${role}`);
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(owner);
  const schema = sql.id(rows[0]?.schema ?? 'public');
  const grantee = sql.id(role);
  await sql`grant usage on schema ${schema} to ${grantee}`.execute(owner);
  await sql`grant select, insert, update, delete on all tables in schema ${schema} to ${grantee}`.execute(
    owner,
  );
  await sql`grant usage, select on all sequences in schema ${schema} to ${grantee}`.execute(owner);
  await sql`revoke update, delete, truncate on audit_log from ${grantee}`.execute(owner);
}

/** The role a connection acts as: the one the server's DATABASE_URL logs in with. */
export async function currentRole(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ role: string }>`select current_user as role`.execute(db);
  const role = rows[0]?.role;
  if (role === undefined) throw new Error('No current_user');
  return role;
}
