/** A server-paged table's page links: previous, where we are, next. */
export function Pager({
  page,
  pages,
  total,
  onPage,
}: {
  readonly page: number;
  readonly pages: number;
  readonly total: number;
  readonly onPage: (page: number) => void;
}) {
  return (
    <nav className="admin-pager" aria-label="Pages">
      <button
        type="button"
        className="button button--quiet"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Previous page
      </button>
      <span>
        Page {page} of {pages} ({total} in all)
      </span>
      <button
        type="button"
        className="button button--quiet"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Next page
      </button>
    </nav>
  );
}

export interface Paged<Item> {
  readonly items: readonly Item[];
  readonly total: number;
  readonly page: number;
  readonly pages: number;
}
