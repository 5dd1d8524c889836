import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SearchablePage } from './load';

const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&nbsp;': ' ',
};

const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|nbsp|#x27|#39);/g, (entity) => entities[entity] ?? entity);

const textOf = (html: string) =>
  decode(
    html
      .replace(/<(script|style|template)[\s\S]*?<\/\1>/g, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' '),
  ).trim();

/** A prerendered page's title, description and the words of its main element. */
export function pageOfHtml(path: string, html: string): SearchablePage | undefined {
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  const main = /<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1];
  if (title === undefined || main === undefined) return undefined;
  const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
  return {
    path,
    title: decode(title).replace(/ \| MBA$/, ''),
    summary: decode(description),
    text: textOf(main),
  };
}

/**
 * The plan pages search finds beside the content (issue 23): every prerendered page under
 * /insurance-plans/ of the site build, as its visitors read it. None when the site is not built.
 */
export function planPages(siteDir: string): SearchablePage[] {
  const root = join(siteDir, 'insurance-plans');
  if (!existsSync(root)) return [];
  const pages: SearchablePage[] = [];
  const walk = (folder: string, path: string) => {
    const file = join(folder, 'index.html');
    if (existsSync(file)) {
      const page = pageOfHtml(path, readFileSync(file, 'utf8'));
      if (page) pages.push(page);
    }
    for (const entry of readdirSync(folder, { withFileTypes: true }))
      if (entry.isDirectory() && /^[a-z0-9-]+$/.test(entry.name) && entry.name !== 'apply')
        walk(join(folder, entry.name), `${path}${entry.name}/`);
  };
  walk(root, '/insurance-plans/');
  return pages.sort((a, b) => a.path.localeCompare(b.path));
}
