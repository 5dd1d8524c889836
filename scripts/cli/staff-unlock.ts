// `npm run staff:unlock -- <username>`: lets a super-admin shut out by failed logins try again
// (a super-admin has no reset link). Run where the server's database is (DATABASE_URL or the
// embedded one in the data folder).
import { unlockStaffLogin } from '../../server';
import { openConfiguredDatabase } from './configured-database';

const username = process.argv[2];
if (username === undefined || username.trim() === '') {
  console.error('Usage: npm run staff:unlock -- <username>');
  process.exit(2);
}
const { database } = await openConfiguredDatabase();
const found = await unlockStaffLogin(database.db, username);
await database.close();
if (!found) {
  console.error(`No super-admin is named ${username}.`);
  process.exit(1);
}
console.log(`The logins of ${username} are unlocked (${database.kind}).`);
