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

// The sales sample with an invoice discount, so the discount line shows a figure of its own.
const sales = (from: string, to: string) => {
  const sample = salesReportSample(from, to);
  // A £25 credit note (ex. VAT) on the EICR, and the discount, come off the net.
  return {
    ...sample,
    services: sample.services.map((row) =>
      row.name === 'EICR' ? { ...row, sales: 170, credited: 25, amount: 145 } : row,
    ),
    discounts: 10,
    credited: 25,
    net: 185,
  };
};

const vatReturn = (from: string, to: string) => ({
  from,
  to,
  time_zone: 'Europe/London',
  boxes: {
    box1: 36.61,
    box2: 0,
    box3: 36.61,
    box4: 27.69,
    box5: 8.92,
    box6: 183,
    box7: 1380,
    box8: 0,
    box9: 0,
  },
  sales: [
    { kind: 'invoice', order_id: 'a'.repeat(24), number: 41, date: '2026-10-05', net: 203.03, vat: 40.61 },
    { kind: 'credit_note', order_id: 'a'.repeat(24), number: 3, date: '2026-11-20', net: -20, vat: -4 },
  ],
  purchases: [
    { id: 'b'.repeat(24), date: '2026-10-14', supplier: 'City Electrical Factors', net: 87.5, vat: 17.5 },
  ],
  not_analysed: { count: 1, amount: 180 },
});

/** Answers each report for the period asked (so a test sees which period the screen asked for). */
const routes = () => {
  const of =
    <T,>(make: (from: string, to: string) => T) =>
    (_req: Request, url: URL) => ({
      body: { data: make(url.searchParams.get('from')!, url.searchParams.get('to')!) },
    });
  return {
    'GET admin/getPeriodReport': of(periodReportSample),
    'GET admin/getVatReport': of(vatReportSample),
    'GET admin/getVatReturn': of(vatReturn),
    'GET admin/getSalesReport': of(sales),
    'GET admin/getAgedReceivables': { body: { data: agedReceivablesSample } },
  };
};

const card = (name: string) => screen.getByRole('region', { name });

test("opens on today's end-of-day report: takings by method with refunds, invoices issued, VAT, sales and aging", async () => {
  const today = presets().today;
  const { net } = renderPos('/admin/reports', routes());
  const takings = await screen.findByRole('table', { name: 'Takings by payment method' });
  expect(net.callsTo('GET admin/getPeriodReport')[0]!.search).toBe(`?from=${today.from}&to=${today.to}`);
  expect(
    within(takings)
      .getAllByRole('row')
      .map((r) => r.textContent),
  ).toEqual([
    'MethodReceivedRefundsCorrectionsNet',
    'Cash£115.00£0.00-£30.00£85.00',
    'Card£130.00-£30.00£0.00£100.00',
    'Bank transfer£80.00£0.00£0.00£80.00',
  ]);
  const summary = card('Takings and invoices');
  expect(summary).toHaveTextContent('Taken (net)£265.00');
  expect(summary).toHaveTextContent('Refunds-£30.00 (1 refund)');
  expect(summary).toHaveTextContent('Invoices issued£365.00 (3 invoices)');
  expect(summary).toHaveTextContent('Of which void£65.00 (1 invoice)');
  expect(summary).toHaveTextContent('Credit notes£30.00 (1 credit note)');

  const vatCard = card('VAT summary');
  const vatTable = within(vatCard).getByRole('table', {
    name: 'Net and VAT per rate (2 VAT invoices, 1 credit note)',
  });
  // Invoices, then what the credit notes took back, then what the period owes.
  expect(
    within(vatTable)
      .getAllByRole('row')
      .map((r) => r.textContent),
  ).toEqual([
    'RateInvoicesCredit notesFor the period',
    'NetVATNetVATNetVATGross',
    'standard (20%)£103.03£20.61-£20.00-£4.00£83.03£16.61£99.64',
    'reduced (5%)£50.00£2.50-£10.00-£0.50£40.00£2.00£42.00',
    'Total£153.03£23.11-£30.00-£4.50£123.03£18.61£141.64',
  ]);
  expect(vatCard).toHaveTextContent('Credit notes are taken off in the period they were issued');
  expect(vatCard).toHaveTextContent('1 invoice (£180.00) without VAT figures');
  expect(vatCard).toHaveTextContent('1 credit note (£30.00) without VAT figures');

  const salesCard = card('Sales by service');
  expect(salesCard).toHaveTextContent('Fuse board check—1£40.00');
  expect(salesCard).toHaveTextContent('No category (service deleted)1£40.00');
  // One basis, said in the headings: excluding VAT, net of discounts and credit notes.
  expect(
    within(within(salesCard).getByRole('table', { name: /^Services/ }))
      .getAllByRole('row')
      .map((r) => r.textContent),
  ).toEqual([
    'ServiceCategoryQtySales (ex. VAT)Credited (ex. VAT)Net (ex. VAT)',
    'EICRTesting1£170.00-£25.00£145.00',
    'Fuse board check—1£40.00£0.00£40.00',
  ]);
  expect(salesCard).toHaveTextContent('Lines (ex. VAT)£220.00');
  expect(salesCard).toHaveTextContent('Invoice discounts (ex. VAT)-£10.00');
  expect(salesCard).toHaveTextContent('Credit notes (ex. VAT)-£25.00');
  expect(salesCard).toHaveTextContent('Net sales (ex. VAT)£185.00');
  expect(vatCard).toHaveTextContent('VAT is calculated per line');

  const aging = await screen.findByRole('table', {
    name: 'Owed on unpaid invoices as of 2026-07-15, by days past the due date',
  });
  expect(
    within(aging)
      .getAllByRole('row')
      .map((r) => r.textContent),
  ).toEqual([
    'AgeInvoicesOwed',
    'Not yet due1£10.00',
    '0-30 days5£151.00',
    '31-60 days3£46.00',
    '61-90 days2£31.00',
    'Over 90 days1£17.00',
    'Total12£255.00',
  ]);
  expect(document.title).toContain('Reports');
});

test('the period picker asks every period report again; a to date before the from date is caught first', async () => {
  const { net } = renderPos('/admin/reports', routes());
  const user = userEvent.setup();
  await screen.findByRole('table', { name: 'Takings by payment method' });
  const from = screen.getByLabelText('From');
  const to = screen.getByLabelText('To');
  // Typed the business's way (en-GB: day first), whatever the browser's language.
  await user.clear(from);
  await user.type(from, '10/07/2026');
  await user.clear(to);
  await user.type(to, '01/07/2026');
  expect(screen.getByText('The to date must be a date after or equal to the from date.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Show' })).toBeDisabled();
  await user.clear(to);
  await user.type(to, '31/07/2026');
  await user.click(screen.getByRole('button', { name: 'Show' }));
  await waitFor(() =>
    expect(net.callsTo('GET admin/getSalesReport').at(-1)!.search).toBe('?from=2026-07-10&to=2026-07-31'),
  );
  expect(net.callsTo('GET admin/getPeriodReport').at(-1)!.search).toBe('?from=2026-07-10&to=2026-07-31');
  expect(net.callsTo('GET admin/getVatReport').at(-1)!.search).toBe('?from=2026-07-10&to=2026-07-31');
  expect(await screen.findByText('2026-07-10 to 2026-07-31 (Europe/London)')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Last month' }));
  const last = presets().lastMonth;
  await waitFor(() =>
    expect(net.callsTo('GET admin/getPeriodReport').at(-1)!.search).toBe(`?from=${last.from}&to=${last.to}`),
  );
});

test("downloads the period's invoices and payments and every customer as CSV files, with the admin's token", async () => {
  const created = jest.fn(() => 'blob:report');
  const revoked = jest.fn();
  Object.assign(URL, { createObjectURL: created, revokeObjectURL: revoked });
  const clicked: string[] = [];
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push(this.download);
  });
  const csv = (name: string) => ({
    body: 'Invoice No,Date\r\n',
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${name}"`,
    },
  });
  const today = presets().today;
  const { net } = renderPos('/admin/reports', {
    ...routes(),
    'GET admin/exportInvoices': csv(`invoices-${today.from}.csv`),
    'GET admin/exportPayments': csv(`payments-${today.from}.csv`),
    'GET admin/exportCustomers': csv('customers.csv'),
  });
  const user = userEvent.setup();
  const downloads = await screen.findByRole('group', { name: 'CSV downloads' });
  // The buttons rest while a download is on its way, as a clerk sees them greyed out.
  const press = async (name: string) => {
    const button = within(downloads).getByRole('button', { name });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
  };
  await press('Invoices CSV');
  await waitFor(() => expect(clicked).toEqual([`invoices-${today.from}.csv`]));
  await press('Payments CSV');
  await press('Customers CSV (all)');
  await waitFor(() =>
    expect(clicked).toEqual([`invoices-${today.from}.csv`, `payments-${today.from}.csv`, 'customers.csv']),
  );
  const call = net.callsTo('GET admin/exportInvoices')[0]!;
  expect(call.search).toBe(`?from=${today.from}&to=${today.to}`);
  expect(call.headers.get('authorization')).toMatch(/^Bearer /);
  expect(net.callsTo('GET admin/exportCustomers')[0]!.search).toBe('');
  expect(created).toHaveBeenCalledTimes(3);
  await waitFor(() => expect(revoked).toHaveBeenCalledWith('blob:report'));
  click.mockRestore();
});

test("a refused download says svc-pos's reason", async () => {
  Object.assign(URL, { createObjectURL: jest.fn(), revokeObjectURL: jest.fn() });
  renderPos('/admin/reports', {
    ...routes(),
    'GET admin/exportPayments': {
      status: 422,
      body: {
        message: 'The given data was invalid.',
        data: { to: ['The to date must be a date after or equal to the from date.'] },
      },
    },
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Payments CSV' }));
  expect(
    await screen.findByText('The to date must be a date after or equal to the from date.'),
  ).toBeInTheDocument();
});

test('the VAT return shows the nine boxes and opens the documents behind boxes 1 and 4', async () => {
  renderPos('/admin/reports', routes());
  const card = await screen.findByRole('region', { name: 'VAT return' });
  const rows = await within(card).findAllByRole('row');
  expect(rows.map((r) => r.textContent)).toEqual([
    'BoxWhat it holdsAmount',
    '1VAT due on sales and other outputs£36.61',
    '2VAT due on acquisitions from the EU£0.00',
    '3Total VAT due£36.61',
    '4VAT reclaimed on purchases and other inputs£27.69',
    '5Net VAT to pay to HMRC or reclaim£8.92',
    '6Total value of sales, excluding VAT£183',
    '7Total value of purchases, excluding VAT£1,380',
    '8Total value of supplies of goods to the EU£0',
    '9Total value of acquisitions of goods from the EU£0',
  ]);
  expect(card).toHaveTextContent(
    '1 invoice (£180.00) issued while not VAT registered are not in the return.',
  );
  const user = userEvent.setup();
  await user.click(within(card).getByRole('button', { name: 'VAT due on sales and other outputs' }));
  const sales = within(card).getByRole('table', { name: 'Invoices and credit notes behind boxes 1 and 6' });
  expect(within(sales).getByRole('link', { name: 'Invoice #41' })).toHaveAttribute(
    'href',
    `/admin/posupdate/${'a'.repeat(24)}`,
  );
  expect(sales).toHaveTextContent('Credit note #32026-11-20-£20.00-£4.00');
  await user.click(within(card).getByRole('button', { name: 'VAT reclaimed on purchases and other inputs' }));
  expect(within(card).queryByRole('table', { name: /behind boxes 1 and 6/ })).toBeNull();
  expect(within(card).getByRole('table', { name: 'Expenses behind boxes 4 and 7' })).toHaveTextContent(
    'City Electrical Factors2026-10-14£87.50£17.50',
  );
});
