import { useDocumentTitle } from '@voltdesk/app-core';
import { PageHeader } from '../../shared/page';
import { posEndpoints, type PosSummaryPeriod } from '@voltdesk/contracts';
import { mayCall, useRole } from '../../shared/role';
import { usePosSummaryQuery } from './dashboard-api';
import './dashboard.css';

const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
const invoices = (n: number) => `${n} invoice${n === 1 ? '' : 's'}`;

/**
 * One period as two figures that say what they are: "Taken" is the money received in
 * the period (payments, less refunds), "Invoiced" the invoices created in it (their totals and how many).
 */
function Period({ when, figures }: { when: string; figures: PosSummaryPeriod }) {
  return (
    <>
      <div className="vd-stat">
        <div className="vd-stat__label">Taken {when}</div>
        <div className="vd-stat__value">{pounds.format(figures.takings)}</div>
        <div className="vd-stat__sub">Payments received</div>
      </div>
      <div className="vd-stat">
        <div className="vd-stat__label">Invoiced {when}</div>
        <div className="vd-stat__value">
          {figures.invoiced === undefined ? invoices(figures.invoices) : pounds.format(figures.invoiced)}
        </div>
        <div className="vd-stat__sub">
          {figures.invoiced === undefined ? 'Invoices created' : `${invoices(figures.invoices)} created`}
        </div>
      </div>
    </>
  );
}

/**
 * Dashboard: the spec's welcome text, and the POS figures when svc-pos answers, for the roles that may
 * ask it (an editor's dashboard has no sales figures).
 */
export default function DashboardPage() {
  useDocumentTitle('Dashboard');
  const { role } = useRole();
  const showsSales = mayCall(role, posEndpoints.posSummary);
  const { data, isLoading, isError } = usePosSummaryQuery(undefined, { skip: !showsSales });

  return (
    <div>
      <PageHeader title="Dashboard" />
      <p className="vd-dashboard__welcome">Welcome to admin panel</p>
      {!showsSales ? null : isLoading ? (
        <div className="vd-dashboard__quiet">Loading sales figures...</div>
      ) : isError || !data ? (
        <div className="vd-dashboard__quiet">Sales figures are not available right now.</div>
      ) : (
        <section aria-label="Sales summary" className="vd-stats">
          <Period when="today" figures={data.today} />
          <Period when="this week" figures={data.week} />
          <Period when="this month" figures={data.month} />
          <div className="vd-stat vd-stat--due">
            <div className="vd-stat__label">Outstanding</div>
            <div className="vd-stat__value">{pounds.format(data.outstanding_due)}</div>
            <div className="vd-stat__sub">
              {data.unpaid_count} unpaid invoice{data.unpaid_count === 1 ? '' : 's'}
            </div>
          </div>
        </section>
      )}
    </div>
  );
}
