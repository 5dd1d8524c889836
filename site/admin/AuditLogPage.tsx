import { useAdminTitle } from './admin-title';
import { DateRangeFilter } from './DateRangeFilter';
import { shownTime } from './labels';
import { Pager, type Paged } from './Pager';
import { useListFilters } from './use-list-filters';
import { useStaffData } from './use-staff-data';

interface AuditRow {
  readonly id: string;
  readonly action: string;
  readonly by: string | null;
  readonly at: string;
  readonly detail: Readonly<Record<string, unknown>>;
}

interface AuditList extends Paged<AuditRow> {
  readonly actions: readonly string[];
}

const filterNames = ['query', 'action', 'from', 'to'] as const;

const detailText = (detail: Readonly<Record<string, unknown>>): string =>
  Object.entries(detail)
    .filter(([key]) => key !== 'username')
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join('; ');

/** Every staff action and super-admin login, newest first; read only. */
export function AuditLogPage() {
  useAdminTitle('Audit log');
  const { filters, page, search, goToPage } = useListFilters(filterNames);
  const [state] = useStaffData<AuditList>('auditLog', { ...filters, page });
  return (
    <section className="admin-page" aria-labelledby="admin-heading">
      <h1 id="admin-heading">Audit log</h1>
      {state.status === 'ready' ? (
        <form className="admin-filters" onSubmit={search} role="search" aria-label="Audit log">
          <div className="field">
            <label htmlFor="audit-query">Words (a reference number, a reason, a username)</label>
            <input id="audit-query" name="query" defaultValue={filters.query} />
          </div>
          <div className="field">
            <label htmlFor="audit-action">Action</label>
            <select id="audit-action" name="action" defaultValue={filters.action}>
              <option value="">Any</option>
              {state.data.actions.map((action) => (
                <option key={action} value={action}>
                  {action}
                </option>
              ))}
            </select>
          </div>
          <DateRangeFilter
            idPrefix="audit"
            fromLabel="From"
            toLabel="Until"
            from={filters.from}
            to={filters.to}
          />
          <div className="form-actions">
            <button type="submit" className="button button--primary">
              Search
            </button>
          </div>
        </form>
      ) : null}
      {state.status === 'loading' ? <p role="status">Loading…</p> : null}
      {state.status === 'error' ? <p role="alert">{state.message}</p> : null}
      {state.status === 'ready' ? (
        <>
          <div className="table-scroll">
            <table className="data-table" data-table="audit">
              <caption>Audit log, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Who</th>
                  <th scope="col">Action</th>
                  <th scope="col">Detail</th>
                </tr>
              </thead>
              <tbody>
                {state.data.items.map((row) => (
                  <tr key={row.id}>
                    <td>{shownTime(row.at)}</td>
                    <td>{row.by ?? 'Unknown'}</td>
                    <td>{row.action}</td>
                    <td>{detailText(row.detail)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            page={state.data.page}
            pages={state.data.pages}
            total={state.data.total}
            onPage={goToPage}
          />
        </>
      ) : null}
    </section>
  );
}
