// A page must never show template text such as "{coverage}" (copy whose figures were not filled
// in). The build refuses a prerendered page whose visible text still holds one.

const scriptsAndStyles = /<(script|style|template)\b[^>]*>[\s\S]*?<\/\1>/gi;
const tags = /<[^>]*>/g;
const placeholder = /\{\{?\s*[A-Za-z_][\w.]*\s*\}?\}/g;

/** The placeholders left in the text a visitor reads on the page (not in data islands or code). */
export function templateLeftovers(html: string): string[] {
  const text = html.replace(scriptsAndStyles, ' ').replace(tags, ' ');
  return [...new Set(text.match(placeholder) ?? [])];
}
