import { defineAction } from '../action';

/** Spec §3 SEO store: every entry as { path, seo: { title, description, canonical } }. */
export const seo = defineAction({
  cacheable: true,
  schema: { type: 'object' },
  async handle(_data: Record<string, unknown>, context) {
    const rows = await context.db.selectFrom('seo_entries').selectAll().orderBy('path').execute();
    return rows.map(({ path, title, description, canonical }) => ({
      path,
      seo: { title, description, canonical },
    }));
  },
});
