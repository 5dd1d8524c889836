import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberRow } from '../testing/member-row';
import { databaseTargets, testDatabase, type TestDatabase } from '../testing/test-server';
import { issueResetToken } from './reset-tokens';

describe.each(databaseTargets())('issueResetToken on %s', (target) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await testDatabase(target);
    await database.handle.db
      .insertInto('members')
      .values(memberRow({ id: 'member-1', email: 'one@example.com', account_status: 'I' }))
      .execute();
  });
  afterAll(async () => database?.close());

  it('leaves one live link when several are issued at once', async () => {
    const db = database.handle.db;
    const tokens = await Promise.all(
      Array.from({ length: 8 }, () => issueResetToken(db, 'member-1', new Date(), 60)),
    );
    expect(new Set(tokens).size).toBe(8);
    const live = await db
      .selectFrom('reset_tokens')
      .select('token_hash')
      .where('member_id', '=', 'member-1')
      .where('used_at', 'is', null)
      .execute();
    expect(live).toHaveLength(1);
  });
});
