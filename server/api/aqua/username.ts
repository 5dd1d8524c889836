import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export const usernameTakenMessage = 'This username is already taken';

/** Usernames compare without letter case, as the unique index does. */
export async function isUsernameTaken(db: Kysely<Database>, username: string): Promise<boolean> {
  const row = await db
    .selectFrom('members')
    .select('id')
    .where(sql<string>`lower(username)`, '=', username.trim().toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * A new username: the field rule of the validators (at least 5 letters, digits, periods, hyphens
 * or underscores, never an @), the same check the browser makes, with its clear messages.
 */
export const usernameProperty = {
  type: 'string',
  field: 'username',
  maxLength: 60,
} as const;
