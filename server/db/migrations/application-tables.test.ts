import { Migrator, sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { emptyDatabase } from '../../testing/empty-database';
import { memberRow } from '../../testing/member-row';
import { databaseTargets } from '../../testing/test-server';
import type { DatabaseHandle } from '../connect';
import { migrateToLatest } from '../migrate';
import type { Database } from '../schema';
import { migrations } from '.';
import * as initial from './2026-11-21-01-initial';

/** A database as the first release left it: only the initial migration applied. */
async function migrateAsFirstRelease(db: Kysely<Database>): Promise<void> {
  const current = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => ({ '2026-11-21-01-initial': initial }) },
    migrationTableSchema: current.rows[0]?.schema ?? 'public',
  });
  const { error } = await migrator.migrateToLatest();
  if (error !== undefined) throw error;
}

/** The drafts table as the application api used to create it on first use. */
async function createDraftsOnFirstUse(db: Kysely<Database>): Promise<void> {
  await sql`create table application_drafts (
    member_id text not null references members (id) on delete cascade,
    app_id text not null, form_id text not null, data jsonb not null,
    passed_steps jsonb not null, last_passed_step text, updated_at timestamptz not null,
    constraint application_drafts_pk primary key (member_id, app_id, form_id))`.execute(db);
}

async function storesApplications(handle: DatabaseHandle): Promise<void> {
  const db = handle.db;
  await db
    .insertInto('members')
    .values(memberRow({ id: 'm1', email: 'm1@example.com', account_status: 'active' }))
    .execute();
  await db
    .insertInto('application_drafts')
    .values({
      member_id: 'm1',
      app_id: 'term-90-plus',
      form_id: 'term-90-plus-standard',
      data: JSON.stringify({ insured: { firstName: 'Ann' } }),
      passed_steps: JSON.stringify(['insured']),
      last_passed_step: 'insured',
      updated_at: new Date(),
    })
    .execute();
  await db
    .insertInto('application_submissions')
    .values({
      idempotency_key: 'key-0123456789abcdef',
      application_id: 'a1',
      reference_number: 'MBA-ABCDEFGHJK',
      app_id: 'term-90-plus',
      form_id: 'term-90-plus-standard',
      member_id: 'm1',
      status: 'received',
      data: JSON.stringify({}),
    })
    .execute();
  const draft = await db.selectFrom('application_drafts').selectAll().executeTakeFirstOrThrow();
  expect(draft.passed_steps).toEqual(['insured']);
  const submission = await db
    .selectFrom('application_submissions')
    .select(['reference_number', 'created_at'])
    .executeTakeFirstOrThrow();
  expect(submission.reference_number).toBe('MBA-ABCDEFGHJK');
  expect(submission.created_at).toBeInstanceOf(Date);
}

describe.each(databaseTargets())('application tables migration on %s', (target) => {
  it('creates the drafts and submissions tables on a new database', async () => {
    const database = await emptyDatabase(target);
    try {
      await migrateToLatest(database.handle.db);
      await storesApplications(database.handle);
    } finally {
      await database.close();
    }
  }, 60_000);

  it('is applied to a database the first release migrated', async () => {
    const database = await emptyDatabase(target);
    try {
      await migrateAsFirstRelease(database.handle.db);
      await migrateToLatest(database.handle.db);
      const applied = await sql<{ name: string }>`select name from kysely_migration`.execute(
        database.handle.db,
      );
      expect(applied.rows.map((row) => row.name).sort()).toEqual(Object.keys(migrations).sort());
      await storesApplications(database.handle);
    } finally {
      await database.close();
    }
  }, 60_000);

  it('keeps the tables the application api created on first use', async () => {
    const database = await emptyDatabase(target);
    try {
      await migrateAsFirstRelease(database.handle.db);
      await createDraftsOnFirstUse(database.handle.db);
      await migrateToLatest(database.handle.db);
      await storesApplications(database.handle);
    } finally {
      await database.close();
    }
  }, 60_000);
});
