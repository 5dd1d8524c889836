import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** How many rows the application api has written: what a refused request must leave unchanged. */
export async function applicationRowCounts(db: Kysely<Database>) {
  const count = async (table: 'applications' | 'application_drafts' | 'application_submissions') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    applications: await count('applications'),
    drafts: await count('application_drafts'),
    submissions: await count('application_submissions'),
  };
}
