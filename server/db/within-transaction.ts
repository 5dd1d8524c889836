import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema';

/**
 * Runs `work` in a transaction, or in the one `db` already is: a helper that needs its writes
 * to land together can be called on its own or from inside a larger change (a staff action and
 * its audit row), where Kysely refuses to open a transaction within a transaction.
 */
export function withinTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Transaction<Database> | Kysely<Database>) => Promise<T>,
): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
