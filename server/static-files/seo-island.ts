// A page's SEO entry goes into the HTML the server sends: its title, description and canonical
// link in the head (what crawlers and link previews read, before any script runs), and the entry
// as a JSON island the site's SEO store starts from, so the first page asks /api for nothing.
import type { SeoEntry } from '../api/content/seo';

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttribute(text: string): string {
  return escapeText(text).replace(/"/g, '&quot;');
}

/** The page with `path`'s entry applied to its head and sent along as `#seo-data`. */
export function withSeo(html: string, path: string, entries: readonly SeoEntry[]): string {
  const entry = entries.find((known) => known.path === path);
  let page = html;
  const { title, description, canonical } = entry?.seo ?? {};
  // Function replacements: the database's text is inserted as it is ('$&' stays '$&').
  if (title)
    page = page.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(title)}</title>`);
  if (description)
    page = page.replace(
      /<meta name="description" content="[^"]*"/,
      () => `<meta name="description" content="${escapeAttribute(description)}"`,
    );
  if (canonical)
    page = page.replace(
      /<link rel="canonical" href="[^"]*"/,
      () => `<link rel="canonical" href="${escapeAttribute(canonical)}"`,
    );
  const json = JSON.stringify(entry ? [entry] : []).replace(/</g, '\\u003c');
  return page.replace(
    '</body>',
    () => `<script type="application/json" id="seo-data">${json}</script></body>`,
  );
}
