import type { FormEvent } from 'react';
import { useSiteNavigation } from './SiteNavigation';

/** The path of a search: /search/{term}/, the term encoded as one path segment. */
export const searchPath = (term: string) => `/search/${encodeURIComponent(term.trim())}/`;

/**
 * The header's search box. An uncontrolled field: words typed before the app starts stay put when
 * it hydrates (so it keeps content pages starting on intent), and without the app the form still
 * works: the server turns /search/?q=words into /search/words/.
 */
export function HeaderSearch() {
  const { navigate } = useSiteNavigation();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const term = new FormData(event.currentTarget).get('q');
    if (typeof term === 'string' && term.trim() !== '') navigate(searchPath(term));
  };
  return (
    <form role="search" action="/search/" method="get" className="header-search" onSubmit={submit}>
      <label htmlFor="site-search" className="visually-hidden">
        Search the site
      </label>
      <input
        id="site-search"
        name="q"
        type="search"
        placeholder="Search"
        maxLength={100}
        required
        data-hydration-safe=""
      />
      <button type="submit" className="button button--quiet">
        Search
      </button>
    </form>
  );
}
