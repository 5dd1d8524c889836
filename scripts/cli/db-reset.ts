// `npm run db:reset`: empties the database and seeds the demo data again (never in production).
import { join } from 'node:path';
import {
  loadConfig,
  loadSsnKey,
  migrateToLatest,
  openDatabase,
  resetDemoData,
  ssnCipher,
} from '../../server';

if (process.env.NODE_ENV === 'production') {
  console.error('db:reset refuses to run with NODE_ENV=production');
  process.exit(1);
}
const config = loadConfig();
const database = await openDatabase(
  process.env.DATABASE_URL
    ? { url: process.env.DATABASE_URL }
    : { dataDir: join(config.dataDir, 'pglite') },
);
await migrateToLatest(database.db);
await resetDemoData(
  database.db,
  ssnCipher(loadSsnKey(process.env, join(config.dataDir, 'ssn-dev.key'))),
  new Date(),
);
await database.close();
console.log(`Demo data reset (${database.kind}).`);
