/**
 * A request's path as the log keeps it: without the query string (GET calls carry memberToken
 * there), and without the token of a save-and-return link, which is its path (/resume/<token>/):
 * logs never hold a token.
 */
export function loggedPath(url: string): string {
  const [path = ''] = url.split('?');
  return path.replace(/^\/resume\/[^/]+/i, '/resume/[token]');
}
