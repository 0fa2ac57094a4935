import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CisReportData } from '@voltdesk/contracts';
import { renderPos } from '../../../test/render-pos';
import { taxYearOf } from './cis-api';
import { presets } from './report-period';

const none = { invoices: 0, labour: 0, materials: 0, deduction: 0 };
/** A tax year with two contractors in month 1 and a credit note in month 3. */
const cisYear = (taxYear: number): CisReportData => ({
  tax_year: taxYear,
  time_zone: 'Europe/London',
  months: Array.from({ length: 12 }, (_, k) => {
    const from = new Date(Date.UTC(taxYear, 3 + k, 6)).toISOString().slice(0, 10);
    const to = new Date(Date.UTC(taxYear, 4 + k, 5)).toISOString().slice(0, 10);
    const contractors =
      k === 0
        ? [
            {
              customer_id: 'a'.repeat(24),
              name: 'Ace Contractors',
              invoices: 2,
              labour: 374.5,
              materials: 21.75,
              deduction: 74.9,
            },
            {
              customer_id: 'b'.repeat(24),
              name: 'Beta Build',
              invoices: 1,
              labour: 225,
              materials: 45,
              deduction: 67.5,
            },
          ]
        : k === 2
          ? [
              {
                customer_id: 'b'.repeat(24),
                name: 'Beta Build',
                invoices: 0,
                labour: -75,
                materials: -15,
                deduction: -22.5,
              },
            ]
          : [];
    const sum = contractors.reduce(
      (s, c) => ({
        invoices: s.invoices + c.invoices,
        labour: s.labour + c.labour,
        materials: s.materials + c.materials,
        deduction: s.deduction + c.deduction,
      }),
      none,
    );
    return { month: k + 1, from, to, contractors, ...sum };
  }),
  invoices: 3,
  labour: 524.5,
  materials: 51.75,
  deduction: 119.9,
});

test('the CIS card lists labour, materials and CIS deducted per tax month and contractor, for a chosen tax year', async () => {
  const { net } = renderPos('/admin/reports', {
    'GET admin/getCisReport': (_req: Request, url: URL) => ({
      body: { data: cisYear(Number(url.searchParams.get('tax_year'))) },
    }),
  });
  const current = taxYearOf(presets().today.from);
  const table = await screen.findByRole('table', {
    name: `CIS per tax month, 6 April ${current} to 5 April ${current + 1}`,
  });
  expect(
    within(table)
      .getAllByRole('row')
      .map((r) => r.textContent),
  ).toEqual([
    'Tax monthContractorInvoicesLabourMaterialsCIS deducted',
    `6 Apr ${current} to 5 May ${current}Ace Contractors2£374.50£21.75£74.90`,
    `6 Apr ${current} to 5 May ${current}Beta Build1£225.00£45.00£67.50`,
    `6 Jun ${current} to 5 Jul ${current}Beta Build0-£75.00-£15.00-£22.50`,
    'Tax year3£524.50£51.75£119.90',
  ]);
  await userEvent.setup().selectOptions(screen.getByLabelText('Tax year'), String(current - 1));
  await waitFor(() =>
    expect(net.callsTo('GET admin/getCisReport').map((c) => c.search)).toContain(`?tax_year=${current - 1}`),
  );
  expect(
    await screen.findByRole('table', {
      name: `CIS per tax month, 6 April ${current - 1} to 5 April ${current}`,
    }),
  ).toBeInTheDocument();
});
