import { sql, type Kysely } from 'kysely';
import type { SsnCipher } from '../auth/ssn-cipher';
import type { Database } from '../db/schema';

export interface StoredText {
  table: string;
  /** The row as JSON, then each sealed value in it that one of the ciphers opens. */
  texts: string[];
}

// A value `SsnCipher.encrypt` made: v1:iv:tag:ciphertext, base64url.
const sealedValue = /v1:[\w-]+:[\w-]+:[\w-]*/g;

/**
 * Every row of every table of the current schema as text, each sealed value in it decrypted
 * too: what a search for a secret that must be stored nowhere has to look through.
 */
export async function everyStoredText(
  db: Kysely<Database>,
  ciphers: readonly SsnCipher[],
): Promise<StoredText[]> {
  const tables = await sql<{ name: string }>`select table_name as name
    from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db);
  const out: StoredText[] = [];
  for (const { name } of tables.rows) {
    const rows = await sql<{ text: string }>`select row_to_json(t)::text as text
      from ${sql.table(name)} t`.execute(db);
    for (const { text } of rows.rows) {
      const opened = [...text.matchAll(sealedValue)].flatMap(([sealed]) =>
        ciphers.map((cipher) => cipher.decrypt(sealed)).filter((clear) => clear !== undefined),
      );
      out.push({ table: name, texts: [text, ...opened] });
    }
  }
  return out;
}

/** Whether `digits` stands in `text` as a number of its own, not inside a longer word or id. */
export const holdsNumber = (text: string, digits: string): boolean =>
  new RegExp(`(?<![\\w-])${digits}(?![\\w-])`).test(text);
