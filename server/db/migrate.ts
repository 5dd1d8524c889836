import { Migrator, sql, type Kysely } from 'kysely';
import { migrations } from './migrations';

/** One query instead of the migrator's locking round when every migration is already applied. */
async function isUpToDate<T>(db: Kysely<T>): Promise<boolean> {
  try {
    const applied = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
    const names = new Set(applied.rows.map((row) => row.name));
    return Object.keys(migrations).every((name) => names.has(name));
  } catch {
    return false;
  }
}

/** PostgreSQL's "schema does not exist" (invalid_schema_name). */
const invalidSchemaName = '3F000';

/**
 * Whether a migration failed because another schema went while Kysely listed every schema's
 * tables (its check asks for each schema's privileges, which fails for one dropped meanwhile):
 * test files drop their schemas as others migrate theirs.
 */
function failedOnASchemaDropped(error: unknown): boolean {
  const cause = error instanceof Error ? error.cause : undefined;
  return (
    typeof cause === 'object' &&
    cause !== null &&
    (cause as { code?: unknown }).code === invalidSchemaName
  );
}

/** Applies every pending migration; throws with the failing migration's error. */
export async function migrateToLatest<T>(db: Kysely<T>): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await migrateOnce(db);
    } catch (error) {
      if (attempt >= 3 || !failedOnASchemaDropped(error)) throw error;
    }
  }
}

async function migrateOnce<T>(db: Kysely<T>): Promise<void> {
  if (await isUpToDate(db)) return;
  // Kysely looks for its own tables by name in every schema unless told which one: with one
  // schema per test file, another file's tables would be taken for ours.
  const current = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: current.rows[0]?.schema ?? 'public',
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error !== undefined) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Database migration failed${name}`, { cause: error });
  }
}
