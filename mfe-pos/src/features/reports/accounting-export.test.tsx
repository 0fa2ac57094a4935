import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  agedReceivablesSample,
  periodReportSample,
  salesReportSample,
  vatReportSample,
} from '@voltdesk/contracts/testing';
import { renderPos } from '../../../test/render-pos';
import { presets } from './report-period';

const of =
  <T,>(make: (from: string, to: string) => T) =>
  (_req: Request, url: URL) => ({
    body: { data: make(url.searchParams.get('from')!, url.searchParams.get('to')!) },
  });
const reports = {
  'GET admin/getPeriodReport': of(periodReportSample),
  'GET admin/getVatReport': of(vatReportSample),
  'GET admin/getSalesReport': of(salesReportSample),
  'GET admin/getVatReturn': { status: 500, body: { message: 'Not in this test.' } },
  'GET admin/getAgedReceivables': { body: { data: agedReceivablesSample } },
};

test('downloads the period’s records for the ledger the accountant uses', async () => {
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:export'), revokeObjectURL: jest.fn() });
  const saved: string[] = [];
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  const month = presets().month;
  const { net } = renderPos('/admin/reports', {
    ...reports,
    'GET admin/exportAccounting': (_req: Request, url: URL) => ({
      body: '*ContactName,EmailAddress\r\n',
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${url.searchParams.get('ledger')}-${url.searchParams.get('records')}.csv"`,
      },
    }),
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'This month' }));
  const panel = await screen.findByRole('region', { name: 'Export for accountant' });
  const span = month.from === month.to ? month.from : `${month.from} to ${month.to}`;
  expect(within(panel).getByText(`For the report period: ${span}.`)).toBeInTheDocument();

  await user.click(within(panel).getByRole('button', { name: 'Download CSV for Xero' }));
  await waitFor(() => expect(saved).toEqual(['xero-invoices.csv']));

  await user.selectOptions(within(panel).getByLabelText('Ledger'), 'QuickBooks Online');
  await user.selectOptions(within(panel).getByLabelText('Records'), 'Payments');
  const qbo = within(panel).getByRole('button', { name: 'Download CSV for QuickBooks Online' });
  await waitFor(() => expect(qbo).toBeEnabled());
  await user.click(qbo);
  await waitFor(() => expect(saved).toEqual(['xero-invoices.csv', 'quickbooks-payments.csv']));

  const calls = net.callsTo('GET admin/exportAccounting');
  expect(calls.map((c) => c.search)).toEqual([
    `?from=${month.from}&to=${month.to}&ledger=xero&records=invoices`,
    `?from=${month.from}&to=${month.to}&ledger=quickbooks&records=payments`,
  ]);
  expect(calls[0]!.headers.get('authorization')).toMatch(/^Bearer /);
  click.mockRestore();
});

test('a refused export says svc-pos’s reason', async () => {
  Object.assign(URL, { createObjectURL: jest.fn(), revokeObjectURL: jest.fn() });
  renderPos('/admin/reports', {
    ...reports,
    'GET admin/exportAccounting': {
      status: 403,
      body: { message: 'You do not have permission to view reports.' },
    },
  });
  const user = userEvent.setup();
  const panel = await screen.findByRole('region', { name: 'Export for accountant' });
  await user.click(within(panel).getByRole('button', { name: 'Download CSV for Xero' }));
  expect(await screen.findByText('You do not have permission to view reports.')).toBeInTheDocument();
});
