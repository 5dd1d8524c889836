// `npm run staff:unlock -- <username>`: lets a super-admin shut out by failed logins try again
// (a super-admin has no reset link). Run where the server's database is (DATABASE_URL or the
// embedded one in the data folder).
import { join } from 'node:path';
import { loadConfig, migrateToLatest, openDatabase, unlockStaffLogin } from '../../server';

const username = process.argv[2];
if (username === undefined || username.trim() === '') {
  console.error('Usage: npm run staff:unlock -- <username>');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase(
  process.env.DATABASE_URL
    ? { url: process.env.DATABASE_URL }
    : { dataDir: join(config.dataDir, 'pglite') },
);
await migrateToLatest(database.db);
const found = await unlockStaffLogin(database.db, username);
await database.close();
if (!found) {
  console.error(`No super-admin is named ${username}.`);
  process.exit(1);
}
console.log(`The logins of ${username} are unlocked (${database.kind}).`);
