import type { Kysely, Selectable } from 'kysely';
import { messages } from '../../../validators';
import type { ContentItemsTable, Database } from '../../db/schema';
import { ApiError } from '../../http/api-error';

type ItemRow = Selectable<ContentItemsTable>;

/** One item as lists show it; `html` only for types whose list page shows whole items. */
export interface ContentEntry {
  type: string;
  slug: string;
  title: string;
  summary: string;
  path: string;
  published: string;
  updated?: string;
  fields: Record<string, unknown>;
  html?: string;
}

export interface RelatedEntry {
  type: string;
  slug: string;
  title: string;
  summary: string;
  path: string;
}

/** An item keyed by slug with its related items (spec §3 "Other stores"). */
export interface ContentItemAnswer extends ContentEntry {
  html: string;
  relatedData: RelatedEntry[];
  /** A life event's sections, in order. */
  sections?: ContentEntry[];
}

/** A page of a list (spec §3 paged lists): `next` is the offset of the following page. */
export interface ContentPage<Entry> {
  data: Entry[];
  next: number | null;
  hasNext: boolean;
}

function entryOf(row: ItemRow, withHtml: boolean): ContentEntry {
  return {
    type: row.type,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    path: row.path,
    published: row.published,
    ...(row.updated ? { updated: row.updated } : {}),
    fields: row.fields,
    ...(withHtml ? { html: row.body_html } : {}),
  };
}

export interface ListQuery {
  type: string;
  /** A life event's sections. */
  parent?: string;
  /** Newest first, else by `order` (then title). */
  newestFirst: boolean;
  withHtml: boolean;
  offset: number;
  limit: number;
}

/** One page of a type's items; asks for one row more than the page to know whether more follow. */
export async function listPage(
  db: Kysely<Database>,
  query: ListQuery,
): Promise<ContentPage<ContentEntry>> {
  let select = db.selectFrom('content_items').selectAll().where('type', '=', query.type);
  if (query.parent !== undefined) select = select.where('parent', '=', query.parent);
  select = query.newestFirst
    ? select.orderBy('published', 'desc').orderBy('title')
    : select.orderBy('sort_order').orderBy('title');
  const rows = await select
    .limit(query.limit + 1)
    .offset(query.offset)
    .execute();
  const hasNext = rows.length > query.limit;
  return {
    data: rows.slice(0, query.limit).map((row) => entryOf(row, query.withHtml)),
    next: hasNext ? query.offset + query.limit : null,
    hasNext,
  };
}

const nothingFound = () => new ApiError(404, messages.nothingFound);

/** The item under `key`, with its related items; 404 'Sorry, nothing found' when none. */
export async function itemByKey(db: Kysely<Database>, key: string): Promise<ContentItemAnswer> {
  const row = await db
    .selectFrom('content_items')
    .selectAll()
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row) throw nothingFound();
  const relatedRows =
    row.related.length === 0
      ? []
      : await db
          .selectFrom('content_items')
          .select(['key', 'type', 'slug', 'title', 'summary', 'path'])
          .where('key', 'in', row.related)
          .execute();
  const byKey = new Map(relatedRows.map((related) => [related.key, related]));
  const relatedData = row.related.flatMap((relatedKey) => {
    const found = byKey.get(relatedKey);
    return found
      ? [
          {
            type: found.type,
            slug: found.slug,
            title: found.title,
            summary: found.summary,
            path: found.path,
          },
        ]
      : [];
  });
  return { ...entryOf(row, true), html: row.body_html, relatedData };
}

/** The page served at `path` (annual reports, partner pages, ...). */
export async function pageByPath(db: Kysely<Database>, path: string): Promise<ContentItemAnswer> {
  const row = await db
    .selectFrom('content_items')
    .select('key')
    .where('type', '=', 'page')
    .where('path', '=', path)
    .executeTakeFirst();
  if (!row) throw nothingFound();
  return itemByKey(db, row.key);
}
