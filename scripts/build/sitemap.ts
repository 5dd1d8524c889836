// sitemap.xml and robots.txt of the built site: every prerendered public page, at the one
// configured public origin (SITE_ORIGIN).
import type { PrerenderedPage } from '../../site';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The site path of each prerendered page (404.html and the client shell are no pages). */
export function sitemapPaths(pages: readonly PrerenderedPage[]): string[] {
  return pages
    .filter((page) => page.file.endsWith('index.html'))
    .map((page) => `/${page.file.slice(0, -'index.html'.length)}`)
    .sort();
}

export function sitemapXml(pages: readonly PrerenderedPage[], origin: string): string {
  const urls = sitemapPaths(pages)
    .map((path) => `  <url><loc>${escapeXml(`${origin}${path}`)}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Disallow: /api',
    'Disallow: /admin/',
    'Disallow: /my-account/',
    'Disallow: /search/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
