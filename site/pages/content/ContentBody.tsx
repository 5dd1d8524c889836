/**
 * A content item's body: HTML the server rendered from Markdown with raw HTML turned off and
 * then sanitised (server/content/render.ts), so it is safe to insert.
 */
export function ContentBody({ html }: { readonly html: string | undefined }) {
  return <div className="content-body" dangerouslySetInnerHTML={{ __html: html ?? '' }} />;
}
