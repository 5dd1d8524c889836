// The database the server is configured with (DATABASE_URL, or the embedded one in the data
// folder), migrated: what the commands that work on the server's data open.
import { join } from 'node:path';
import { loadConfig, migrateToLatest, openDatabase } from '../../server';

export async function openConfiguredDatabase() {
  const config = loadConfig();
  const database = await openDatabase(
    process.env.DATABASE_URL
      ? { url: process.env.DATABASE_URL }
      : { dataDir: join(config.dataDir, 'pglite') },
  );
  await migrateToLatest(database.db);
  return { config, database };
}
