import { useEffect } from 'react';
import { Link } from 'react-router';
import { useStore } from 'zustand';
import { apiMessages } from '../../api';
import { PageHeading } from '../../app/PageHeading';
import { searchStore, type TextRun } from '../../stores/search-store';
import type { PageProps } from '../page-props';

function Runs({ runs }: { readonly runs: readonly TextRun[] }) {
  return <>{runs.map((run, i) => (run.match ? <mark key={i}>{run.text}</mark> : run.text))}</>;
}

/** /search/{term}/: ranked results with the matched words marked, kept per term (spec §3). */
export function SearchPage({ params }: PageProps) {
  const term = (params.term ?? '').trim();
  const results = useStore(searchStore, (state) => state.byTerm[term]);
  useEffect(() => {
    if (term !== '') void searchStore.getState().search(term);
  }, [term]);
  const none = results?.status === 'success' && results.data.length === 0;
  return (
    <div className="page page--reading">
      <PageHeading>Search results for “{term}”</PageHeading>
      {results?.status === 'loading' && results.data.length === 0 ? (
        <p role="status">Searching…</p>
      ) : null}
      {none ? <p role="status">{apiMessages.nothingFound}</p> : null}
      {results?.status === 'error' ? <p role="alert">{results.errorMessage}</p> : null}
      {results && results.data.length > 0 ? (
        <ol className="search-results">
          {results.data.map((result) => (
            <li key={result.path}>
              <Link to={result.path}>
                <Runs runs={result.title} />
              </Link>
              <p>
                <Runs runs={result.excerpt} />
              </p>
            </li>
          ))}
        </ol>
      ) : null}
      {results?.hasNext ? (
        <button
          type="button"
          className="button button--secondary"
          disabled={results.status === 'loading'}
          onClick={() => void searchStore.getState().search(term, true)}
        >
          More results
        </button>
      ) : null}
    </div>
  );
}
