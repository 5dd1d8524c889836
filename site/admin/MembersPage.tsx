import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useAdminTitle } from './admin-title';
import { Pager, type Paged } from './Pager';
import { useStaffData } from './use-staff-data';

interface MemberRow {
  readonly _id: string;
  readonly name: string;
  readonly email: string;
  readonly username: string | null;
  readonly memberId: string | null;
  readonly mbaId: string | null;
  readonly accountStatus: string;
}

function Results({
  query,
  page,
  onPage,
}: {
  query: string;
  page: number;
  onPage: (page: number) => void;
}) {
  const [state] = useStaffData<Paged<MemberRow>>('members', { query, page });
  if (state.status === 'loading') return <p role="status">Loading…</p>;
  if (state.status === 'error') return <p role="alert">{state.message}</p>;
  if (state.data.items.length === 0) return <p>No member matches “{query}”.</p>;
  return (
    <>
      <div className="table-scroll">
        <table className="data-table" data-table="members">
          <caption>Members matching “{query}”</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">E-mail</th>
              <th scope="col">Username</th>
              <th scope="col">Member id</th>
              <th scope="col">mbaId</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {state.data.items.map((row) => (
              <tr key={row._id}>
                <td>
                  <Link to={`/admin/members/${row._id}/`}>{row.name}</Link>
                </td>
                <td>{row.email}</td>
                <td>{row.username ?? ''}</td>
                <td>{row.memberId ?? ''}</td>
                <td>{row.mbaId ?? ''}</td>
                <td>{row.accountStatus}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager
        page={state.data.page}
        pages={state.data.pages}
        total={state.data.total}
        onPage={onPage}
      />
    </>
  );
}

/** Members found by name, e-mail, username, member id or mbaId. */
export function MembersPage() {
  useAdminTitle('Members');
  const [params, setParams] = useSearchParams();
  const query = params.get('query') ?? '';
  const page = Number(params.get('page') ?? '1') || 1;
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('query') ?? '').trim();
    setParams(value === '' ? {} : { query: value });
  };
  return (
    <section className="admin-page" aria-labelledby="admin-heading">
      <h1 id="admin-heading">Members</h1>
      <form className="admin-filters" onSubmit={search} role="search" aria-label="Members">
        <div className="field">
          <label htmlFor="member-query">Name, e-mail, username, member id or mbaId</label>
          <input id="member-query" name="query" defaultValue={query} required />
        </div>
        <div className="form-actions">
          <button type="submit" className="button button--primary">
            Find
          </button>
        </div>
      </form>
      {query !== '' ? (
        <Results
          query={query}
          page={page}
          onPage={(target) => setParams({ query, page: String(target) })}
        />
      ) : null}
    </section>
  );
}
