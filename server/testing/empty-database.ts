import { randomBytes } from 'node:crypto';
import { Migrator, sql, type Kysely } from 'kysely';
import { dropSchema, openDatabase } from '../db/connect';
import { migrations } from '../db/migrations';
import type { Database } from '../db/schema';
import type { DatabaseTarget } from './test-server';

/** A database with no migration applied: in-memory PGlite, or a fresh PostgreSQL schema. */
export async function emptyDatabase(target: DatabaseTarget) {
  const url = process.env.TEST_DATABASE_URL ?? '';
  if (target === 'pglite') {
    const handle = await openDatabase();
    return { handle, close: () => handle.close() };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const handle = await openDatabase({ url, schema, poolSize: 2 });
  return {
    handle,
    close: async () => {
      await handle.close();
      await dropSchema(url, schema);
    },
  };
}

/** Applies the migrations up to and including `last`, as a release that ended there left them. */
export async function migrateUpTo(db: Kysely<Database>, last: string): Promise<void> {
  const current = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const migrator = new Migrator({
    db,
    provider: {
      getMigrations: async () =>
        Object.fromEntries(Object.entries(migrations).filter(([name]) => name <= last)),
    },
    migrationTableSchema: current.rows[0]?.schema ?? 'public',
  });
  const { error } = await migrator.migrateToLatest();
  if (error !== undefined) throw error;
}
