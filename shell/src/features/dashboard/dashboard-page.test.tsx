import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../test/render-app';

const summary = {
  today: { invoices: 50, invoiced: 4210.5, takings: 3073.44 },
  week: { invoices: 1, invoiced: 99.99, takings: 600 },
  month: { invoices: 9, invoiced: 1800, takings: 1250.25 },
  outstanding_due: 320,
  unpaid_count: 3,
};

/** The figure under a label, as a reader pairs them. */
const stat = (region: HTMLElement, label: string) =>
  within(region).getByText(label).closest('.vd-stat') as HTMLElement;

test('the dashboard says which figure is money taken and which is invoices created', async () => {
  renderApp({
    route: '/admin',
    session: 'admin',
    routes: { 'GET admin/posSummary': { body: { data: summary } } },
  });
  const region = await screen.findByRole('region', { name: 'Sales summary' });

  const taken = stat(region, 'Taken today');
  expect(taken).toHaveTextContent('£3,073.44');
  expect(taken).toHaveTextContent('Payments received');
  expect(taken).not.toHaveTextContent('invoice');

  const invoiced = stat(region, 'Invoiced today');
  expect(invoiced).toHaveTextContent('£4,210.50');
  expect(invoiced).toHaveTextContent('50 invoices created');

  expect(stat(region, 'Taken this week')).toHaveTextContent('£600.00');
  expect(stat(region, 'Invoiced this week')).toHaveTextContent('1 invoice created');
  expect(stat(region, 'Taken this month')).toHaveTextContent('£1,250.25');
  expect(stat(region, 'Invoiced this month')).toHaveTextContent('£1,800.00');

  const outstanding = stat(region, 'Outstanding');
  expect(outstanding).toHaveTextContent('£320.00');
  expect(outstanding).toHaveTextContent('3 unpaid invoices');
});

test('an svc-pos that does not send the invoiced value yet still shows the invoice count under its own label', async () => {
  const { invoiced: _t, ...today } = summary.today;
  renderApp({
    route: '/admin',
    session: 'admin',
    routes: { 'GET admin/posSummary': { body: { data: { ...summary, today } } } },
  });
  const region = await screen.findByRole('region', { name: 'Sales summary' });
  expect(stat(region, 'Invoiced today')).toHaveTextContent('50 invoicesInvoices created');
  expect(stat(region, 'Taken today')).toHaveTextContent('£3,073.44');
});
