import { useDocumentTitle } from '@voltdesk/app-core';
import { PageHeader } from '../../shared/page';
import type { PosSummaryPeriod } from '@voltdesk/contracts';
import { useGetPosSummaryQuery } from './dashboard-api';
import './dashboard.css';

const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

function Period({ label, figures }: { label: string; figures: PosSummaryPeriod }) {
  return (
    <div className="vd-stat">
      <div className="vd-stat__label">{label}</div>
      <div className="vd-stat__value">{pounds.format(figures.takings)}</div>
      <div className="vd-stat__sub">
        {figures.invoices} invoice{figures.invoices === 1 ? '' : 's'}
      </div>
    </div>
  );
}

/** Dashboard: the spec's welcome text, and the POS figures when svc-pos answers. */
export default function DashboardPage() {
  useDocumentTitle('Dashboard');
  const { data, isLoading, isError } = useGetPosSummaryQuery();

  return (
    <div>
      <PageHeader title="Dashboard" />
      <p className="vd-dashboard__welcome">Welcome to admin panel</p>
      {isLoading ? (
        <div className="vd-dashboard__quiet">Loading sales figures...</div>
      ) : isError || !data ? (
        <div className="vd-dashboard__quiet">Sales figures are not available right now.</div>
      ) : (
        <section aria-label="Sales summary" className="vd-stats">
          <Period label="Today" figures={data.today} />
          <Period label="This week" figures={data.week} />
          <Period label="This month" figures={data.month} />
          <div className="vd-stat vd-stat--due">
            <div className="vd-stat__label">Outstanding due</div>
            <div className="vd-stat__value">{pounds.format(data.outstanding_due)}</div>
            <div className="vd-stat__sub">{data.unpaid_count} unpaid</div>
          </div>
        </section>
      )}
    </div>
  );
}
