import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { emptyDatabase, migrateUpTo } from '../../testing/empty-database';
import { memberRow } from '../../testing/member-row';
import { databaseTargets } from '../../testing/test-server';
import { isUniqueViolation } from '../unique-violation';
import { migrateToLatest } from '../migrate';
import type { Database } from '../schema';

function member(id: string, email: string, username: string | null, createdAt: string) {
  return memberRow({ id, email, username, created_at: createdAt });
}

async function insertDuplicates(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('members')
    .values([
      member('m-b', 'Ann.Lee@example.com', 'ann.second', '2026-11-21T10:00:01Z'),
      member('m-c', 'ann.lee@example.com', null, '2026-11-21T10:00:00Z'),
      member('m-a', 'ANN.LEE@example.com', null, '2026-11-21T10:00:01Z'),
      member('m-d', 'bo@example.com', 'ann.lee@example.com', '2026-11-21T09:00:00Z'),
    ])
    .execute();
}

describe.each(databaseTargets())('unique e-mail migration on %s', (target) => {
  it('keeps the oldest account’s address, renames the others and clears usernames with @', async () => {
    const database = await emptyDatabase(target);
    const db = database.handle.db;
    try {
      await migrateUpTo(db, '2026-11-24-01-draft-submission-key');
      await insertDuplicates(db);
      await migrateToLatest(db);
      const rows = await db
        .selectFrom('members')
        .select(['id', 'email', 'username'])
        .orderBy('id')
        .execute();
      // m-c is the oldest; m-a and m-b tie on time, and the smaller id comes first.
      expect(rows).toEqual([
        { id: 'm-a', email: 'duplicate-m-a@duplicate.invalid', username: null },
        { id: 'm-b', email: 'duplicate-m-b@duplicate.invalid', username: 'ann.second' },
        { id: 'm-c', email: 'ann.lee@example.com', username: null },
        { id: 'm-d', email: 'bo@example.com', username: null },
      ]);
      const audit = await db
        .selectFrom('audit_log')
        .select(['action', 'detail'])
        .orderBy('id')
        .execute();
      expect(audit.map((row) => [row.action, row.detail])).toEqual([
        [
          'member.duplicateEmailRenamed',
          { memberId: 'm-a', email: 'ANN.LEE@example.com', keptMemberId: 'm-c' },
        ],
        [
          'member.duplicateEmailRenamed',
          { memberId: 'm-b', email: 'Ann.Lee@example.com', keptMemberId: 'm-c' },
        ],
        ['member.usernameWithAtCleared', { memberId: 'm-d', username: 'ann.lee@example.com' }],
      ]);
      const another = db
        .insertInto('members')
        .values(member('m-e', 'Ann.LEE@example.com', null, '2026-11-25T00:00:00Z'))
        .execute();
      await expect(another.catch((error: unknown) => isUniqueViolation(error))).resolves.toBe(true);
    } finally {
      await database.close();
    }
  }, 60_000);
});
