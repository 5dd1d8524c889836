import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ssnCipher } from '../auth/ssn-cipher';
import {
  databaseTargets,
  testDatabase,
  testSsnKey,
  type TestDatabase,
} from '../testing/test-server';
import { resetDemoData, seedDemoData } from './seed';

describe.each(databaseTargets())('demo data reset on %s', (target) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await testDatabase(target);
  });
  afterAll(async () => database?.close());

  it('clears submitted applications and drafts as well', async () => {
    const db = database.handle.db;
    const cipher = ssnCipher(testSsnKey);
    await seedDemoData(db, cipher, new Date());
    const member = await db.selectFrom('members').select('id').executeTakeFirstOrThrow();
    await db
      .insertInto('application_drafts')
      .values({
        member_id: member.id,
        app_id: 'term-90-plus',
        form_id: 'term-90-plus-standard',
        data: JSON.stringify({}),
        passed_steps: JSON.stringify([]),
        last_passed_step: null,
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
        member_id: null,
        status: 'received',
        data: JSON.stringify({}),
      })
      .execute();
    await resetDemoData(db, cipher, new Date());
    expect(await db.selectFrom('application_submissions').selectAll().execute()).toEqual([]);
    expect(await db.selectFrom('application_drafts').selectAll().execute()).toEqual([]);
    expect(await db.selectFrom('members').select('id').execute()).not.toEqual([]);
  });
});
