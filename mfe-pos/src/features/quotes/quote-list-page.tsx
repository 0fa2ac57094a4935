import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { QUOTE_STATUSES, type QuoteStatus, type QuoteView } from '@voltdesk/contracts';
import { formatDate, formatDay as formatCalendarDay, useDocumentTitle } from '@voltdesk/app-core';
import { ListView, pageQuery, useListParams, type Column } from '@voltdesk/app-core/ui';
import { formatPounds } from '../../shared/money';
import { PageHeader } from '../../shared/page';
import { StatusFilter } from '../../shared/status-filter';
import { quoteNumber } from './quote-document';
import { useQuotesQuery } from './quotes-api';
import './quotes.css';

/** An ISO time as "15 Jul 2026" on the business's clock; a `YYYY-MM-DD` date as that calendar day. */
export const formatDay = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatCalendarDay(value) : formatDate(value);

/** Open, Accepted, Declined, Converted or Expired, each its own colour. */
export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  return (
    <span className={`vd-badge pos-quote-badge pos-quote-badge--${status.toLowerCase()}`}>{status}</span>
  );
}

const columns: Column<QuoteView>[] = [
  { header: 'Quote', cell: (q) => <Link to={`../quote/${q.id}`}>{quoteNumber(q)}</Link> },
  { header: 'Date', cell: (q) => formatDay(q.created_at) },
  { header: 'Name', cell: (q) => q.customer.name },
  { header: 'Phone', cell: (q) => q.customer.phone },
  { header: 'Total', className: 'pos-num', cell: (q) => formatPounds(q.total) },
  { header: 'Valid Until', cell: (q) => formatDay(q.valid_until) },
  { header: 'Status', cell: (q) => <QuoteStatusBadge status={q.status} /> },
  {
    header: 'Invoice',
    cell: (q) => (q.invoice_no === null ? '' : `#${q.invoice_no}`),
  },
];

/**
 * Quote list: newest first, paged and searched by svc-pos (name, any part of the phone, quote number) and
 * filtered by status, Expired included (an Open quote past its valid-until date); `?search=` starts the
 * search. Each quote opens its page, where it is accepted, declined, converted or printed.
 */
export default function QuoteListPage() {
  useDocumentTitle('Quote List');
  // An invoice converted from a quote links here searched by the quote's number (`?search=Q-000012`).
  const [query] = useSearchParams();
  const control = useListParams({ search: query.get('search') ?? '' });
  const [status, setStatus] = useState<'' | QuoteStatus>('');
  const list = useQuotesQuery({ ...pageQuery(control.params), ...(status ? { status } : {}) });
  return (
    <div className="pos-screen">
      <PageHeader
        title="Quote List"
        actions={
          <Link className="vd-btn" to="../quotecreate">
            New Quote
          </Link>
        }
      />
      <ListView
        caption="Quotes"
        columns={columns}
        rowKey={(q) => q.id}
        control={control}
        result={list}
        emptyText={status || control.params.search ? 'No quote matches.' : 'No quotes yet.'}
        searchLabel="Search"
        searchPlaceholder="Name, phone or quote no"
        toolbar={
          <StatusFilter
            statuses={QUOTE_STATUSES}
            value={status}
            onChange={(next) => {
              setStatus(next);
              control.setPage(1);
            }}
          />
        }
        actions={{
          name: (q) => `quote ${quoteNumber(q)}`,
          extra: (q) => (
            <>
              <Link
                className="vd-btn vd-btn--ghost vd-btn--sm"
                aria-label={`View quote ${quoteNumber(q)}`}
                to={`../quote/${q.id}`}
              >
                View
              </Link>
              {q.status === 'Open' || q.status === 'Expired' ? (
                <Link
                  className="vd-btn vd-btn--ghost vd-btn--sm"
                  aria-label={`Edit quote ${quoteNumber(q)}`}
                  to={`../quoteupdate/${q.id}`}
                >
                  Edit
                </Link>
              ) : null}
            </>
          ),
        }}
      />
    </div>
  );
}
