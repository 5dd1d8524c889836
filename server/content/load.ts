import { createHash } from 'node:crypto';
import { sql, type Insertable, type Kysely } from 'kysely';
import type { ContentItemsTable, Database } from '../db/schema';
import { checkContent, type ContentFile } from './check';
import { itemPath, type ContentItem } from './types';

/** A page of the site that search finds beside the content files (the plan pages). */
export interface SearchablePage {
  readonly path: string;
  readonly title: string;
  readonly summary: string;
  readonly text: string;
}

export interface ContentLoad {
  /** False when the database already held these very files. */
  readonly loaded: boolean;
  readonly items: number;
  /** Files left out because the content check refused them (npm run check:content tells). */
  readonly findings: readonly string[];
}

// Raised whenever what a row holds for the same files changes, so the next start reloads.
const loaderVersion = '1';

function digestOf(files: readonly ContentFile[], pages: readonly SearchablePage[]): string {
  const hash = createHash('sha256').update(loaderVersion);
  for (const { file, text } of files) hash.update(`\0${file}\0${text}`);
  hash.update(JSON.stringify(pages));
  return hash.digest('hex');
}

type Row = Insertable<ContentItemsTable>;

async function itemRow(item: ContentItem): Promise<Row> {
  const { renderMarkdown, plainText } = await import('./render');
  const { type, slug, title, summary, published, updated, related, seo, ...rest } = item.front;
  const { event, order, ...fields } = rest;
  const html = renderMarkdown(item.body);
  return {
    key: item.key,
    type,
    slug,
    parent: event ?? null,
    path: itemPath(item.front),
    title,
    summary,
    body_html: html,
    body_text: plainText(html),
    published,
    updated: updated ?? null,
    seo_title: seo.title,
    seo_description: seo.description,
    sort_order: order ?? 0,
    fields: JSON.stringify(fields),
    related: JSON.stringify(related ?? []),
  };
}

const pageRow = (page: SearchablePage): Row => ({
  key: `plans${page.path}`,
  type: 'plan',
  slug: page.path.split('/').filter(Boolean).join('-'),
  parent: null,
  path: page.path,
  title: page.title,
  summary: page.summary,
  body_html: '',
  body_text: page.text,
  published: '',
  updated: null,
  seo_title: page.title,
  seo_description: page.summary,
  sort_order: 0,
  fields: '{}',
  related: '[]',
});

/**
 * Puts the content files and searchable pages into content_items, replacing what was there,
 * unless the database already holds these files (same digest): a restart loads nothing. One
 * transaction holding content_state's row: instances starting together load once, one by one.
 */
export async function loadContent(
  db: Kysely<Database>,
  files: readonly ContentFile[],
  pages: readonly SearchablePage[] = [],
): Promise<ContentLoad> {
  const digest = digestOf(files, pages);
  const { items, findings } = checkContent(files);
  const loaded = await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('content_state')
      .values({ id: 'files', digest: '' })
      .onConflict((c) => c.column('id').doNothing())
      .execute();
    const state = await trx
      .selectFrom('content_state')
      .select('digest')
      .where('id', '=', 'files')
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (state.digest === digest) return false;
    await trx.deleteFrom('content_items').execute();
    const rows = [...(await Promise.all(items.map(itemRow))), ...pages.map(pageRow)];
    for (let start = 0; start < rows.length; start += 50)
      await trx
        .insertInto('content_items')
        .values(rows.slice(start, start + 50))
        .execute();
    await trx
      .updateTable('content_state')
      .set({ digest, loaded_at: sql`now()` })
      .where('id', '=', 'files')
      .execute();
    return true;
  });
  return { loaded, items: items.length + pages.length, findings };
}
