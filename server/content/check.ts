import { parseContentFile } from './parse';
import { frontMatterFindings, isFrontMatter } from './schema';
import { contentFolders, type ContentItem, type FrontMatter } from './types';

/** A content file as read: its path relative to content/, with forward slashes, and its text. */
export interface ContentFile {
  readonly file: string;
  readonly text: string;
}

export interface ContentCheck {
  readonly items: ContentItem[];
  readonly findings: string[];
}

/** Where a file with this front matter must sit, and the key other files name it by. */
function expectedPlace(front: FrontMatter): { file: string; key: string } {
  const folder = contentFolders[front.type];
  if (front.type === 'life-event')
    return { file: `${folder}/${front.slug}/index.md`, key: `${folder}/${front.slug}` };
  if (front.type === 'life-event-section') {
    const key = `${folder}/${front.event ?? ''}/${front.slug}`;
    return { file: `${key}.md`, key };
  }
  return { file: `${folder}/${front.slug}.md`, key: `${folder}/${front.slug}` };
}

function uniqueFindings(
  items: readonly ContentItem[],
  valueOf: (item: ContentItem) => string | number | undefined,
  what: string,
): string[] {
  const seen = new Map<string | number, string>();
  const findings: string[] = [];
  for (const item of items) {
    const value = valueOf(item);
    if (value === undefined) continue;
    const first = seen.get(value);
    if (first === undefined) seen.set(value, item.file);
    else findings.push(`${item.file}: duplicate ${what} "${value}" (also in ${first})`);
  }
  return findings;
}

function itemFindings(item: ContentItem, keys: ReadonlySet<string>): string[] {
  const { front, file, body } = item;
  const findings: string[] = [];
  const place = expectedPlace(front);
  if (place.file !== file)
    findings.push(`${file}: ${front.type} "${front.slug}" belongs at ${place.file}`);
  for (const related of front.related ?? []) {
    if (related === item.key) findings.push(`${file}: related names the item itself`);
    else if (!keys.has(related)) findings.push(`${file}: related "${related}" names no item`);
  }
  if (front.type === 'life-event-section' && !keys.has(`life-events/${front.event ?? ''}`))
    findings.push(`${file}: event "${front.event ?? ''}" names no life event`);
  if (body === '') findings.push(`${file}: the body is empty`);
  if (front.type === 'video' && !/^## Transcript\s*$/m.test(body))
    findings.push(`${file}: a video's body needs a "## Transcript" section`);
  return findings;
}

/**
 * Checks every content file (content/README.md): front matter present and conforming to the
 * JSON Schema, each file in its type's folder, slugs, source ids and page paths unique, every
 * related entry naming an existing item. Answers the items that conform, and the findings.
 */
export function checkContent(files: readonly ContentFile[]): ContentCheck {
  const findings: string[] = [];
  const items: ContentItem[] = [];
  for (const { file, text } of files) {
    const parsed = parseContentFile(text);
    if (typeof parsed === 'string') {
      findings.push(`${file}: ${parsed}`);
      continue;
    }
    if (!isFrontMatter(parsed.frontMatter)) {
      for (const finding of frontMatterFindings(parsed.frontMatter))
        findings.push(`${file}: ${finding}`);
      continue;
    }
    const front = parsed.frontMatter;
    items.push({ key: expectedPlace(front).key, file, front, body: parsed.body });
  }
  findings.push(
    ...uniqueFindings(items, (item) => item.key, 'slug'),
    ...uniqueFindings(items, (item) => item.front.sourceId, 'sourceId'),
    ...uniqueFindings(items, (item) => item.front.path, 'page path'),
  );
  const keys = new Set(items.map((item) => item.key));
  for (const item of items) findings.push(...itemFindings(item, keys));
  return { items, findings };
}
