import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit } from '../auth/audit';
import { currentRole, grantAppRole } from './app-role';
import { dropSchema, openDatabase, type DatabaseHandle } from './connect';
import { migrateToLatest } from './migrate';

const url = process.env.TEST_DATABASE_URL ?? '';

/** The server's own role on PostgreSQL: the tables belong to another (DATABASE_OWNER_URL). */
describe.runIf(url !== '')('the server under a role that does not own the tables', () => {
  const suffix = randomBytes(5).toString('hex');
  const schema = `test_${suffix}`;
  const role = `mba_app_${suffix}`;
  let owner: DatabaseHandle;
  let app: DatabaseHandle;

  beforeAll(async () => {
    owner = await openDatabase({ url, schema, poolSize: 1 });
    await migrateToLatest(owner.db);
    await sql`create role ${sql.id(role)} login`.execute(owner.db);
    await grantAppRole(owner.db, role);
    const asApp = new URL(url);
    asApp.username = role;
    asApp.password = '';
    asApp.searchParams.set('options', `-c search_path=${schema}`);
    app = await openDatabase({ url: asApp.toString(), poolSize: 2 });
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await sql`drop owned by ${sql.id(role)}`.execute(owner.db);
    await owner?.close();
    await dropSchema(url, schema);
    const cleanup = await openDatabase({ url, poolSize: 1 });
    await sql`drop role if exists ${sql.id(role)}`.execute(cleanup.db);
    await cleanup.close();
  });

  it('reads and writes the tables and adds to the audit log', async () => {
    expect(await currentRole(app.db)).toBe(role);
    await audit(app.db, { action: 'test.appRole', detail: {}, at: new Date() });
    const rows = await app.db.selectFrom('audit_log').select('action').execute();
    expect(rows.map((row) => row.action)).toContain('test.appRole');
    await app.db.deleteFrom('throttle_counters').execute();
  });

  it('cannot empty the audit log, change it, or turn its triggers off', async () => {
    await expect(sql`truncate audit_log`.execute(app.db)).rejects.toThrow(/permission denied/);
    await expect(app.db.deleteFrom('audit_log').execute()).rejects.toThrow(/permission denied/);
    await expect(
      sql`alter table audit_log disable trigger audit_log_no_truncate`.execute(app.db),
    ).rejects.toThrow(/must be owner/);
    expect((await app.db.selectFrom('audit_log').select('id').execute()).length).toBeGreaterThan(0);
  });
});
