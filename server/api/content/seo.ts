import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { defineAction } from '../action';

export interface SeoEntry {
  readonly path: string;
  readonly seo: {
    readonly title: string;
    readonly description: string;
    readonly canonical: string;
  };
}

/** Every SEO entry from the database: the action's answer, and what pages take theirs from. */
export async function seoEntries(db: Kysely<Database>): Promise<SeoEntry[]> {
  const rows = await db.selectFrom('seo_entries').selectAll().orderBy('path').execute();
  return rows.map(({ path, title, description, canonical }) => ({
    path,
    seo: { title, description, canonical },
  }));
}

/** Spec §3 SEO store: every entry as { path, seo: { title, description, canonical } }. */
export const seo = defineAction({
  cacheable: true,
  schema: { type: 'object' },
  async handle(_data: Record<string, unknown>, context) {
    return seoEntries(context.db);
  },
});
