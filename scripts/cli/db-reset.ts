// `npm run db:reset`: empties the database and seeds the demo data again (never in production).
import { join } from 'node:path';
import { loadSsnKey, resetDemoData, ssnCipher } from '../../server';
import { openConfiguredDatabase } from './configured-database';

if (process.env.NODE_ENV === 'production') {
  console.error('db:reset refuses to run with NODE_ENV=production');
  process.exit(1);
}
const { config, database } = await openConfiguredDatabase();
await resetDemoData(
  database.db,
  ssnCipher(loadSsnKey(process.env, join(config.dataDir, 'ssn-dev.key'))),
  new Date(),
);
await database.close();
console.log(`Demo data reset (${database.kind}).`);
