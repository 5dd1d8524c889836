import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

// Raw HTML in a body is shown as text, never passed through (html: false); the sanitiser is
// the second wall, should a rule of markdown-it ever let markup through.
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: true });

const allowedTags = [
  'h2',
  'h3',
  'h4',
  'p',
  'ul',
  'ol',
  'li',
  'a',
  'strong',
  'em',
  'blockquote',
  'code',
  'pre',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'hr',
  'br',
];

const sanitizeOptions: sanitizeHtml.IOptions = {
  allowedTags,
  // No style attributes: the site's CSP allows no inline style.
  allowedAttributes: { a: ['href', 'title'] },
  allowedSchemes: ['https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  // A body's headings start at h2: the page's title is its h1.
  transformTags: { h1: 'h2' },
};

/** A body's Markdown as sanitised HTML. */
export function renderMarkdown(body: string): string {
  return sanitizeHtml(markdown.render(body), sanitizeOptions).trim();
}

/** The words of a body, without markup: what search indexes and excerpts quote. */
export function plainText(html: string): string {
  return sanitizeHtml(html.replace(/<\/(p|h[2-4]|li|td|th|blockquote|pre)>/g, ' $&'), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}
