import { useState } from 'react';
import { Link } from 'react-router-dom';
import { LEAD_STATUSES, type LeadStatus, type LeadView } from '@voltdesk/contracts';
import { formatDate, useDocumentTitle } from '@voltdesk/app-core';
import { ListView, pageQuery, useListParams, type Column } from '@voltdesk/app-core/ui';
import { PageHeader } from '../../shared/page';
import { StatusFilter } from '../../shared/status-filter';
import { LeadStatusBadge, STATUS_LABELS } from './lead-status';
import { useLeadsQuery } from './leads-api';
import './leads.css';

const columns: Column<LeadView>[] = [
  { header: 'Date', cell: (l) => formatDate(l.created_at) },
  { header: 'Name', cell: (l) => <Link to={`../lead/${l.id}`}>{l.name}</Link> },
  { header: 'Service', cell: (l) => l.service },
  { header: 'Postcode', cell: (l) => l.postcode },
  { header: 'Phone', cell: (l) => l.phone },
  { header: 'Photos', className: 'pos-num', cell: (l) => String(l.photos.length) },
  { header: 'Status', cell: (l) => <LeadStatusBadge status={l.status} /> },
];

/** The statuses as the filter offers them (the contract's values, shown capitalised). */
const FILTER = LEAD_STATUSES.map((s) => STATUS_LABELS[s]);

/**
 * Leads: job requests from the site's request page, newest first, paged and searched by svc-pos (name,
 * e-mail, phone, postcode), filtered by status. Each opens its page (photos, status, Create quote).
 */
export default function LeadListPage() {
  useDocumentTitle('Leads');
  const control = useListParams();
  const [status, setStatus] = useState<'' | LeadStatus>('');
  const list = useLeadsQuery({ ...pageQuery(control.params), ...(status ? { status } : {}) });
  return (
    <div className="pos-screen">
      <PageHeader title="Leads" />
      <ListView
        caption="Leads"
        columns={columns}
        rowKey={(l) => l.id}
        control={control}
        result={list}
        emptyText={status || control.params.search ? 'No lead matches.' : 'No leads yet.'}
        searchLabel="Search"
        searchPlaceholder="Name, e-mail, phone or postcode"
        toolbar={
          <StatusFilter
            statuses={FILTER}
            value={status ? STATUS_LABELS[status] : ''}
            onChange={(label) => {
              setStatus(LEAD_STATUSES.find((s) => STATUS_LABELS[s] === label) ?? '');
              control.setPage(1);
            }}
          />
        }
        actions={{
          name: (l) => `lead from ${l.name}`,
          extra: (l) => (
            <Link
              className="vd-btn vd-btn--ghost vd-btn--sm"
              aria-label={`View lead from ${l.name}`}
              to={`../lead/${l.id}`}
            >
              View
            </Link>
          ),
        }}
      />
    </div>
  );
}
