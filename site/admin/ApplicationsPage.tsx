import { Link } from 'react-router';
import { useAdminTitle } from './admin-title';
import { DateRangeFilter } from './DateRangeFilter';
import { shownTime, statusLabel } from './labels';
import { Pager, type Paged } from './Pager';
import { useListFilters } from './use-list-filters';
import { useStaffData } from './use-staff-data';

interface ApplicationRow {
  readonly applicationId: string;
  readonly referenceNumber: string;
  readonly formTitle: string;
  readonly member: boolean;
  readonly status: string;
  readonly receivedAt: string;
  readonly applicant: string;
  readonly state: string;
}

interface ApplicationList extends Paged<ApplicationRow> {
  readonly filters: {
    readonly forms: readonly { formId: string; title: string; plan: string }[];
    readonly plans: readonly string[];
    readonly statuses: readonly string[];
    readonly states: readonly { code: string; name: string }[];
  };
}

const filterNames = ['query', 'plan', 'formId', 'status', 'state', 'from', 'to'] as const;

function Select({
  name,
  label,
  value,
  options,
}: {
  readonly name: string;
  readonly label: string;
  readonly value: string;
  readonly options: readonly { value: string; label: string }[];
}) {
  return (
    <div className="field">
      <label htmlFor={`filter-${name}`}>{label}</label>
      <select id={`filter-${name}`} name={name} defaultValue={value}>
        <option value="">Any</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Applications received, newest first: filtered and paged on the server. */
export function ApplicationsPage() {
  useAdminTitle('Applications received');
  const { filters, page, search, goToPage } = useListFilters(filterNames);
  const [state] = useStaffData<ApplicationList>('applications', { ...filters, page });
  const choices = state.status === 'ready' ? state.data.filters : undefined;
  return (
    <section className="admin-page" aria-labelledby="admin-heading">
      <h1 id="admin-heading">Applications received</h1>
      {/* The filters wait for their choices (forms, plans), so that each shows its value. */}
      {choices ? (
        <form className="admin-filters" onSubmit={search} role="search" aria-label="Applications">
          <div className="field">
            <label htmlFor="filter-query">Reference, name or e-mail</label>
            <input id="filter-query" name="query" defaultValue={filters.query} />
          </div>
          <Select
            name="plan"
            label="Plan"
            value={filters.plan ?? ''}
            options={choices.plans.map((plan) => ({ value: plan, label: plan }))}
          />
          <Select
            name="formId"
            label="Form"
            value={filters.formId ?? ''}
            options={choices.forms.map((form) => ({ value: form.formId, label: form.title }))}
          />
          <Select
            name="status"
            label="Status"
            value={filters.status ?? ''}
            options={choices.statuses.map((status) => ({
              value: status,
              label: statusLabel(status),
            }))}
          />
          <Select
            name="state"
            label="State"
            value={filters.state ?? ''}
            options={choices.states.map((s) => ({ value: s.code, label: s.name }))}
          />
          <DateRangeFilter
            idPrefix="filter"
            fromLabel="Received from"
            toLabel="Received until"
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
            <table className="data-table" data-table="applications">
              <caption>Applications, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Reference</th>
                  <th scope="col">Received</th>
                  <th scope="col">Form</th>
                  <th scope="col">Applicant</th>
                  <th scope="col">State</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {state.data.items.map((row) => (
                  <tr key={row.applicationId} data-application={row.applicationId}>
                    <td>
                      <Link to={`/admin/applications/${row.applicationId}/`}>
                        {row.referenceNumber}
                      </Link>
                    </td>
                    <td>{shownTime(row.receivedAt)}</td>
                    <td>
                      {row.formTitle}
                      {row.member ? ' (member)' : ''}
                    </td>
                    <td>{row.applicant}</td>
                    <td>{row.state}</td>
                    <td data-status={row.status}>{statusLabel(row.status)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {state.data.items.length === 0 ? <p>No application matches these filters.</p> : null}
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
