import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets, testDatabase, type TestDatabase } from '../testing/test-server';
import { migrateToLatest } from './migrate';
import { preparedQuery } from './prepared-query';

const alertsVisible = preparedQuery((db, visible: boolean, title: string) =>
  db
    .selectFrom('alerts')
    .select('id')
    .where('visible', '=', visible)
    .where('title', '=', title)
    .orderBy('id'),
);

describe.each(databaseTargets())('prepared queries on %s', (target) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await testDatabase(target);
    await migrateToLatest(database.handle.db);
    await database.handle.db
      .insertInto('alerts')
      .values([
        { id: 'a', title: 'one', text: '', visible: true },
        { id: 'b', title: 'one', text: '', visible: false },
        { id: 'c', title: 'two', text: '', visible: true },
      ])
      .execute();
  });
  afterAll(async () => database?.close());

  it('runs with each call’s parameters once compiled', async () => {
    const db = database.handle.db;
    expect(await alertsVisible(db, true, 'one')).toEqual([{ id: 'a' }]);
    expect(await alertsVisible(db, false, 'one')).toEqual([{ id: 'b' }]);
    expect(await alertsVisible(db, true, 'two')).toEqual([{ id: 'c' }]);
    expect(await alertsVisible(db, false, 'two')).toEqual([]);
  });

  it('refuses a query whose parameters are not its arguments in order', async () => {
    const swapped = preparedQuery((db, title: string, id: string) =>
      db.selectFrom('alerts').select('id').where('id', '=', id).where('title', '=', title),
    );
    await expect(swapped(database.handle.db, 'one', 'a')).rejects.toThrow(
      "A prepared query's parameters are not its arguments",
    );
  });
});
