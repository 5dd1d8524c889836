import { sql } from 'kysely';
import { defineAction } from '../action';
import type { ContentPage } from './library';
import { pagingOf, pagingProperties, type PagingData } from './paging';

/** A run of an excerpt or title; `match` marks the searched words ts_headline found. */
export interface TextRun {
  text: string;
  match: boolean;
}

export interface SearchResult {
  type: string;
  title: TextRun[];
  path: string;
  summary: string;
  excerpt: TextRun[];
}

// Control characters cannot come from content (the loader's text has none), so they mark the
// matches safely; the browser gets runs of text, never markup.
const start = '\u0001';
const stop = '\u0002';
const headlineOptions = `StartSel=${start}, StopSel=${stop}, MaxWords=35, MinWords=15, MaxFragments=2, FragmentDelimiter=" … "`;
const titleOptions = `StartSel=${start}, StopSel=${stop}, HighlightAll=true`;

/** Splits a ts_headline answer into runs of plain and matched text. */
export function textRuns(headline: string): TextRun[] {
  const runs: TextRun[] = [];
  for (const [i, part] of headline.split(start).entries()) {
    const [matched, rest] = i === 0 ? [undefined, part] : part.split(stop);
    if (matched) runs.push({ text: matched, match: true });
    if (rest) runs.push({ text: rest, match: false });
  }
  return runs;
}

interface SearchData extends PagingData {
  term: string;
}

/**
 * Full-text search over the content and the plan pages (issue 23), ranked by PostgreSQL's
 * ts_rank over title (weight A), summary (B) and body (C), with the matched words marked in
 * each result's excerpt. Words are read as a web search box reads them ("quoted phrases", -not).
 */
export const search = defineAction({
  cacheable: true,
  schema: {
    type: 'object',
    required: ['term'],
    properties: { term: { type: 'string', minLength: 1, maxLength: 100 }, ...pagingProperties },
  },
  async handle(data: SearchData, context): Promise<ContentPage<SearchResult> & { term: string }> {
    const { offset, limit } = pagingOf(data, 10, 50);
    const term = data.term.trim();
    const query = sql`websearch_to_tsquery('english', ${term})`;
    const rows = await context.db
      .selectFrom('content_items')
      .select([
        'type',
        'path',
        'summary',
        sql<string>`ts_headline('english', title, ${query}, ${titleOptions})`.as('title_runs'),
        sql<string>`ts_headline('english', case when body_text = '' then summary else body_text end, ${query}, ${headlineOptions})`.as(
          'excerpt',
        ),
      ])
      .where(sql<boolean>`search @@ ${query}`)
      .orderBy(sql`ts_rank(search, ${query})`, 'desc')
      .orderBy('title')
      .limit(limit + 1)
      .offset(offset)
      .execute();
    const hasNext = rows.length > limit;
    return {
      term,
      data: rows.slice(0, limit).map((row) => ({
        type: row.type,
        title: textRuns(row.title_runs),
        path: row.path,
        summary: row.summary,
        excerpt: textRuns(row.excerpt),
      })),
      next: hasNext ? offset + limit : null,
      hasNext,
    };
  },
});
