import { sql, type Kysely } from 'kysely';

/**
 * The content files of content/ (issue 23) and the plan pages, as the server loads them at start:
 * one row per item with its rendered body and a weighted full-text vector (title above summary
 * above body) for search; content_state holds the digest of the files last loaded.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_items')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('parent', 'text')
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('body_html', 'text', (c) => c.notNull())
    .addColumn('body_text', 'text', (c) => c.notNull())
    .addColumn('published', 'text', (c) => c.notNull())
    .addColumn('updated', 'text')
    .addColumn('seo_title', 'text', (c) => c.notNull())
    .addColumn('seo_description', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('fields', 'jsonb', (c) => c.notNull())
    .addColumn('related', 'jsonb', (c) => c.notNull())
    .addColumn('search', sql`tsvector`, (c) =>
      c
        .generatedAlwaysAs(
          sql`setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', summary), 'B') || setweight(to_tsvector('english', body_text), 'C')`,
        )
        .stored(),
    )
    .execute();
  await db.schema
    .createIndex('content_items_search')
    .on('content_items')
    .using('gin')
    .column('search')
    .execute();
  await db.schema
    .createIndex('content_items_by_type')
    .on('content_items')
    .columns(['type', 'parent', 'sort_order', 'published'])
    .execute();
  await db.schema
    .createTable('content_state')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('digest', 'text', (c) => c.notNull())
    .addColumn('loaded_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('content_state').execute();
  await db.schema.dropTable('content_items').execute();
}
