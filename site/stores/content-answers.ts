import type { ContentCard, ContentLink } from '../models/page-model';
import { isRecord } from '../../validators';

/** An item of content/ as its store keeps it: keyed by slug, with relatedData (spec §3). */
export interface ContentItemData extends ContentCard {
  readonly html: string;
  readonly relatedData: readonly ContentLink[];
  /** A life event's sections, in order; empty for other items. */
  readonly sections: readonly ContentCard[];
}

/** One page of a content list as the content api answers it (spec §3 paged lists). */
export interface ContentListAnswer {
  readonly data: readonly ContentCard[];
  readonly next: number | null;
  readonly hasNext: boolean;
}

const isLink = (value: unknown): value is ContentLink & Record<string, unknown> =>
  isRecord(value) &&
  typeof value.title === 'string' &&
  typeof value.path === 'string' &&
  typeof value.summary === 'string';

/** A card of a list; `slug` is checked by the item loader, which owes nothingFound without it. */
export function isContentCard(value: unknown): value is ContentCard & Record<string, unknown> {
  return (
    isLink(value) &&
    typeof value.type === 'string' &&
    typeof value.published === 'string' &&
    isRecord(value.fields) &&
    (value.html === undefined || typeof value.html === 'string')
  );
}

export function isContentListAnswer(body: unknown): body is ContentListAnswer {
  return (
    isRecord(body) &&
    typeof body.hasNext === 'boolean' &&
    (body.next === null || typeof body.next === 'number') &&
    Array.isArray(body.data) &&
    body.data.every(isContentCard)
  );
}

/** Whether an item answer names its item: one lacking a slug finds nothing (spec §8). */
export function hasSlug(body: unknown): boolean {
  return isRecord(body) && typeof body.slug === 'string' && body.slug !== '';
}

/** The stored item of a well-formed answer, or null when the answer is not one. */
export function contentItemOf(body: unknown): ContentItemData | null {
  if (!hasSlug(body) || !isContentCard(body) || typeof body.html !== 'string') return null;
  const related: unknown[] = Array.isArray(body.relatedData) ? body.relatedData : [];
  const sections: unknown[] = Array.isArray(body.sections) ? body.sections : [];
  if (!related.every(isLink) || !sections.every(isContentCard)) return null;
  return {
    type: body.type,
    slug: body.slug,
    title: body.title,
    summary: body.summary,
    path: body.path,
    published: body.published,
    ...(typeof body.updated === 'string' ? { updated: body.updated } : {}),
    fields: body.fields,
    html: body.html,
    relatedData: related.map(({ title, path, summary }) => ({ title, path, summary })),
    sections,
  };
}
