import { useState } from 'react';
import type { ActivityQuery, ActivityServiceName, ActivityView } from '@voltdesk/contracts';
import { normalizeError, useDocumentTitle } from '@voltdesk/app-core';
import { DataTable, DateInput, Pager, type Column } from '@voltdesk/app-core/ui';
import { PageHeader } from '../../shared/page';
import { useActivityAdminsQuery, useActivityLogQuery } from './activity-log-api';
import { describeActivity, whenOf } from './describe-activity';
import './activity-log.css';

const PER_PAGE = 25;

/** The areas an owner filters by: the services, by what they are to a person. */
const AREAS: readonly { value: ActivityServiceName; label: string }[] = [
  { value: 'content', label: 'Website & CMS' },
  { value: 'pos', label: 'Point of sale' },
  { value: 'notify', label: 'Newsletters & mail' },
  { value: 'auth', label: 'Accounts' },
];
const areaName = (service: string) => AREAS.find((a) => a.value === service)?.label ?? service;

interface Filters {
  admin: string;
  service: ActivityServiceName | '';
  from: string;
  to: string;
}
const NO_FILTERS: Filters = { admin: '', service: '', from: '', to: '' };

/** The query of the filters and page: empty filters are left out. */
function queryOf(filters: Filters, page: number): ActivityQuery {
  return {
    page,
    per_page: PER_PAGE,
    ...(filters.admin ? { admin: filters.admin } : {}),
    ...(filters.service ? { service: filters.service } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
  };
}

const columns: Column<ActivityView>[] = [
  { header: 'When', cell: (e) => <time dateTime={e.at}>{whenOf(e.at)}</time> },
  { header: 'Activity', cell: (e) => describeActivity(e) },
  { header: 'Area', cell: (e) => areaName(e.service) },
  {
    header: 'Details',
    cell: (e) => (
      <span className="vd-activity__details">
        {e.method} {e.path}
        {e.target ? ` · ${e.target}` : ''} · {e.status}
        {e.request_id ? ` · request ${e.request_id}` : ''}
      </span>
    ),
  },
];

/**
 * Activity Log (owners only): every successful admin write of every service, newest
 * first, a page at a time from svc-auth, filtered there by admin, area and date range.
 */
export default function ActivityLogPage() {
  useDocumentTitle('Activity Log');
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const { data, isLoading, isFetching, isError, error } = useActivityLogQuery(queryOf(filters, page));
  const { data: admins } = useActivityAdminsQuery();

  /** A filter change starts again from the first page. */
  const change = (patch: Partial<Filters>) => {
    setFilters((f) => ({ ...f, ...patch }));
    setPage(1);
  };
  const problem = isError ? normalizeError(error) : null;
  // A 422 names the filter at fault (an end date before the start date); anything else, the log.
  const failure = problem
    ? (Object.values(problem.fields)[0] ?? 'The activity log could not be loaded.')
    : null;

  return (
    <div>
      <PageHeader title="Activity Log" />
      <form className="vd-activity__filters" aria-label="Filters" onSubmit={(e) => e.preventDefault()}>
        <label>
          Admin
          <select value={filters.admin} onChange={(e) => change({ admin: e.target.value })}>
            <option value="">Everyone</option>
            {(admins ?? []).map((a) => (
              <option key={a.id} value={a.id}>
                {a.name} ({a.email})
              </option>
            ))}
          </select>
        </label>
        <label>
          Area
          <select
            value={filters.service}
            onChange={(e) => change({ service: e.target.value as Filters['service'] })}
          >
            <option value="">Every area</option>
            {AREAS.map((a) => (
              <option key={a.value} value={a.value}>
                {a.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          From
          <DateInput className="" value={filters.from} onChange={(from) => change({ from })} />
        </label>
        <label>
          To
          <DateInput className="" value={filters.to} onChange={(to) => change({ to })} />
        </label>
        <button type="button" className="vd-btn vd-btn--ghost" onClick={() => change(NO_FILTERS)}>
          Clear filters
        </button>
      </form>
      {failure ? (
        <div className="vd-alert vd-alert--danger" role="alert">
          {failure}
        </div>
      ) : null}
      <DataTable
        columns={columns}
        rows={data?.entries}
        rowKey={(e) => e.id}
        loading={isLoading}
        busy={isFetching}
        serialStart={(page - 1) * PER_PAGE + 1}
        emptyText="No admin activity matches these filters."
        caption="Admin activity, newest first"
      />
      <Pager
        page={page}
        perPage={PER_PAGE}
        total={data?.total ?? 0}
        onPage={setPage}
        label="Activity log pages"
      />
    </div>
  );
}
