import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets, testDatabase, type TestDatabase } from '../testing/test-server';
import { migrateToLatest } from './migrate';
import { migrations } from './migrations';

describe.each(databaseTargets())('database on %s', (target) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await testDatabase(target);
  });
  afterAll(async () => database?.close());

  it('applies every migration, and applying again changes nothing', async () => {
    const db = database.handle.db;
    await migrateToLatest(db);
    const applied = await sql<{
      name: string;
    }>`select name from kysely_migration order by name`.execute(db);
    expect(applied.rows.map((row) => row.name)).toEqual(Object.keys(migrations).sort());
    const count = await db
      .selectFrom('members')
      .select(db.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('keeps a transaction to itself while other queries wait their turn', async () => {
    const db = database.handle.db;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = db.transaction().execute(async (trx) => {
      await trx
        .insertInto('alerts')
        .values({ id: 'tx', title: 'in transaction', text: '', visible: false })
        .execute();
      await held;
      throw new Error('roll back');
    });
    const outside = db.selectFrom('alerts').select('id').where('id', '=', 'tx').execute();
    release();
    await expect(transaction).rejects.toThrow('roll back');
    expect(await outside).toEqual([]);
    expect(await db.selectFrom('alerts').select('id').where('id', '=', 'tx').execute()).toEqual([]);
  });

  it('reads JSON columns and timestamps back as values', async () => {
    const db = database.handle.db;
    const at = new Date('2025-03-04T05:06:07.000Z');
    await db
      .insertInto('audit_log')
      .values({ admin_id: null, action: 'check', detail: JSON.stringify({ a: [1, 'b'] }), at })
      .execute();
    const row = await db
      .selectFrom('audit_log')
      .select(['detail', 'at'])
      .where('action', '=', 'check')
      .executeTakeFirstOrThrow();
    expect(row.detail).toEqual({ a: [1, 'b'] });
    expect(row.at.toISOString()).toBe(at.toISOString());
  });
});
