import type { Browser, Page } from 'playwright-core';
import { REVERSE_CHARGE_WORDING } from '@voltdesk/contracts';
import { adminToken, api } from '../src/api';
import { launchBrowser, newPage, screenshot, signIn, viewports } from '../src/browser';
import { until } from '../src/poll';
import { createInvoice, uniqueCustomer } from '../src/pos';

let browser: Browser;
let token: string;
let settingsBefore: Record<string, unknown>;

beforeAll(async () => {
  browser = await launchBrowser();
  token = await adminToken();
  settingsBefore = (await api<{ data: Record<string, unknown> }>('admin/getInvoiceSettings', { token })).body
    .data;
  // A VAT-registered contractor pricing without VAT, as the trade does.
  await api('admin/updateInvoiceSettings', {
    method: 'PUT',
    token,
    json: { vat_registered: true, vat_number: 'GB123456789', prices_include_vat: false },
  });
});

afterAll(async () => {
  // The settings go back as they were, for the journeys after this one.
  const { vat_registered, vat_number, prices_include_vat } = settingsBefore;
  await api('admin/updateInvoiceSettings', {
    method: 'PUT',
    token,
    json: { vat_registered, vat_number, prices_include_vat },
  });
  await browser?.close();
});

/** Today in the business's zone (svc-auth's business clock), as a report period takes it. */
async function businessToday(): Promise<string> {
  const clock = await api<{ data: { time_zone: string } }>('businessClock');
  return new Intl.DateTimeFormat('en-CA', { timeZone: clock.body.data.time_zone }).format(new Date());
}

/** The accountant's export as the Reports screen saves it: the file's rows, BOM and all taken off. */
async function exportFor(page: Page, ledger: string, records: string): Promise<string[]> {
  const panel = page.getByRole('region', { name: 'Export for accountant' });
  await panel.getByLabel('Ledger').selectOption({ label: ledger });
  await panel.getByLabel('Records').selectOption({ label: records });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('button', { name: `Download CSV for ${ledger}` }).click(),
  ]);
  // The browser is the run's (connected remotely): the file is read from its stream, not a local path.
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .split('\r\n');
}

/** The contractor's details as the owner records them: VAT and CIS registered, a contractor, CIS at 20%. */
async function recordContractor(
  page: Page,
  who: { name: string; phone: string; email: string },
): Promise<string> {
  const found = await api<{ data: { id: string } }>(
    `admin/customerByPhone?phone=${encodeURIComponent(who.phone)}`,
    { token },
  );
  const id = found.body.data.id;
  await page.goto(`/admin/customer/${id}`);
  await page.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Customer' });
  await dialog.getByLabel('VAT registered').selectOption({ label: 'Yes' });
  await dialog.getByLabel('CIS registered (contractor)').selectOption({ label: 'Yes' });
  await dialog
    .getByLabel('Reverse charge status')
    .selectOption({ label: 'Contractor (reverse charge applies)' });
  await dialog.getByLabel('Contractor deducts CIS').selectOption({ label: 'Yes, at 20% (registered)' });
  await dialog.getByRole('button', { name: 'Update' }).click();
  await page.getByText('Customer updated successfully.').first().waitFor();
  return id;
}

/** A job at the contractor's site, from the Jobs screen; answers the job page's address. */
async function addJob(
  page: Page,
  customer: { name: string; phone: string },
  job: { site: string; work: string },
) {
  await page.goto('/admin/jobs');
  await page.getByRole('button', { name: 'Add New' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Job' });
  await dialog.getByLabel('Customer').selectOption({ label: `${customer.name} (${customer.phone})` });
  await dialog.getByLabel('Site address').fill(job.site);
  await dialog.getByLabel('Description').fill(job.work);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Job created successfully.').first().waitFor();
  await page.getByRole('link', { name: job.work }).click();
  await page.getByRole('heading', { name: job.work }).waitFor();
  return new URL(page.url()).pathname;
}

describe('UK trade invoicing', () => {
  it('a job at a site, labour and materials to a CIS contractor under the reverse charge, the net payment, and the CIS and VAT reports', async () => {
    const stamp = String(Date.now()).slice(-6);
    const material = `Twin and earth 2.5mm ${stamp}`;
    const created = await api<{ data: { id: string } }>('admin/insertMaterial', {
      method: 'POST',
      token,
      json: { name: material, unit: 'm', cost_price: 0.8, price: 1.99, vat_rate: 'standard' },
    });
    expect(created.status).toBe(201);

    const { page } = await newPage(browser);
    await signIn(page);
    // The contractor's first visit, a survey, was invoiced at the desk before they were set up for CIS.
    const contractor = uniqueCustomer('Connor');
    await createInvoice(page, { ...contractor, price: '60.00', pay: '72', method: 'Bank transfer' });
    await recordContractor(page, contractor);

    const job = {
      site: `Unit ${stamp}, Riverside Works, Leeds LS9 8AB`,
      work: `Rewire the workshop ${stamp}`,
    };
    const jobPath = await addJob(page, contractor, job);

    // The invoice for the job: 14.5 hours of labour and 12.5 m of cable; the reverse charge and CIS follow
    // the customer.
    await page.goto('/admin/ordercreate');
    const form = page.getByRole('form', { name: 'Invoice' });
    await form.getByLabel('Job').selectOption({ label: `${job.work}, ${job.site}` });
    // Choosing the job fills its customer.
    await until(
      () => form.getByLabel('Phone').inputValue(),
      (phone) => phone.replace(/\s/g, '') === contractor.phone.replace(/\s/g, ''),
      { what: "the job's customer in the form" },
    );
    await page.getByLabel('Description', { exact: true }).fill('Labour: rewire, two electricians');
    await page.getByLabel('Unit', { exact: true }).fill('hour');
    await page.getByLabel('Line price', { exact: true }).fill('45');
    await page.getByRole('button', { name: 'Add line' }).click();
    await page.getByLabel('Quantity of Labour: rewire, two electricians').fill('14.5');
    await page.getByLabel('Material', { exact: true }).check();
    await page
      .getByRole('combobox', { name: 'Material' })
      .selectOption({ label: `${material} (£1.99 per m)` });
    await page.getByRole('button', { name: 'Add material' }).click();
    await page.getByLabel(`Quantity of ${material}`).fill('12.5');
    await form.getByLabel('Pay Amount (£)').fill('0');
    await form.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Invoice created').first().waitFor();

    // The invoice: no VAT charged, the reverse-charge wording, CIS on the labour, the net payable due.
    // The order list, newest first: the job's invoice is the customer's first row (the survey's below it).
    await page.goto('/admin/orders');
    await page.getByRole('search', { name: 'Search' }).getByRole('searchbox').fill(contractor.phone);
    const row = page.getByRole('row', { name: new RegExp(contractor.name) }).first();
    await page
      .getByRole('row', { name: new RegExp(contractor.name) })
      .nth(1)
      .waitFor();
    const invoiceNo = Number((await row.getByRole('cell', { name: /^#\d+$/ }).innerText()).trim().slice(1));
    const order = (
      await api<{
        data: Array<{
          id: string;
          invoice_no: number;
          total: number;
          due: number;
          site_address?: string;
          vat: { vat: number; net: number } | null;
          reverse_charge: { wording: string; vat: number } | null;
          cis: { deduction: number; labour: number; materials: number; payable: number } | null;
        }>;
      }>(`admin/getOrders?page=1&per_page=5&search=${encodeURIComponent(contractor.phone)}`, { token })
    ).body.data.find((o) => o.invoice_no === invoiceNo)!;
    // 45 x 14.5 = 652.50 labour, 1.99 x 12.5 = 24.875 -> 24.88 cable: 677.38, no VAT charged.
    expect(order.total).toBe(677.38);
    expect(order.vat!.vat).toBe(0);
    expect(order.site_address).toBe(job.site);
    // The VAT the contractor accounts for: 130.50 + 4.98 (24.88 x 20% = 4.976).
    expect(order.reverse_charge!.vat).toBe(135.48);
    // CIS at 20% on all but the materials' cost to the business (HMRC: the deduction is not taken from
    // the direct cost of materials): 12.5 m x £0.80 = 10.00, labour 667.38, deduction 133.48 (133.476);
    // payable 677.38 - 133.48 = 543.90.
    expect(order.cis).toMatchObject({ labour: 667.38, materials: 10, deduction: 133.48 });
    expect(order.due).toBe(543.9);

    await row.getByRole('button', { name: `View invoice #${invoiceNo}` }).click();
    const details = page.getByRole('dialog', { name: `Invoice #${invoiceNo}` });
    await details.getByText(REVERSE_CHARGE_WORDING).first().waitFor();
    await details.getByText(job.site).first().waitFor();
    await screenshot(page, 'pos-invoice-cis-reverse-charge-1280');
    await page.setViewportSize(viewports.tablet);
    await screenshot(page, 'pos-invoice-cis-reverse-charge-768');
    await page.setViewportSize(viewports.desktop);
    await details.getByRole('button', { name: 'Close' }).first().click();

    // The contractor pays the net: what is due after their CIS deduction.
    await row.getByRole('button', { name: `Payment of invoice #${invoiceNo}` }).click();
    const payment = page.getByRole('dialog', { name: `Payment: Invoice #${invoiceNo}` });
    await payment.getByLabel('Amount (£)').fill('543.90');
    await payment.getByLabel('Method').selectOption({ label: 'Bank transfer' });
    await payment.getByRole('button', { name: 'Pay' }).click();
    await page.getByText('Payment update successfully').first().waitFor();
    await row.getByText('Paid', { exact: true }).waitFor();

    // The job page lists the invoice.
    await page.goto(jobPath);
    await page.getByRole('heading', { name: job.work }).waitFor();
    await page.getByText(`#${invoiceNo}`).first().waitFor();
    await screenshot(page, 'pos-job-1280');
    await page.setViewportSize(viewports.tablet);
    await screenshot(page, 'pos-job-768');
    await page.setViewportSize(viewports.desktop);

    // The Reports screen, on today's period: the tax month's CIS row and the VAT summary's reverse-charged
    // sales carry it.
    const today = await businessToday();
    await page.goto('/admin/reports');
    const cisCard = page.getByRole('region', { name: 'CIS deductions' });
    const cisRow = cisCard.getByRole('row', { name: new RegExp(contractor.name) });
    await cisRow.waitFor();
    // Labour, materials and the deduction, as worked above (one invoice this tax month).
    expect((await cisRow.getByRole('cell').allInnerTexts()).slice(2)).toEqual([
      '1',
      '£667.38',
      '£10.00',
      '£133.48',
    ]);
    await screenshot(page, 'pos-reports-cis-1280');
    await page.setViewportSize(viewports.tablet);
    await screenshot(page, 'pos-reports-cis-768');
    await page.setViewportSize(viewports.desktop);
    const reverseCharged = page.getByRole('region', { name: 'Reverse-charged sales' });
    const said = await reverseCharged.getByTestId('vat-reverse-charge').innerText();
    // Other journeys of the day may add theirs: this invoice's net and VAT are at least in it.
    const [net, vat] = [/net £([\d,.]+)/, /account to HMRC for £([\d,.]+)/].map((re) =>
      Number(re.exec(said)![1]!.replace(/,/g, '')),
    );
    expect(net).toBeGreaterThanOrEqual(677.38);
    expect(vat).toBeGreaterThanOrEqual(135.48);

    await page.getByRole('region', { name: 'VAT summary' }).waitFor();
    const xero = await exportFor(page, 'Xero', 'Sales invoices and credit notes');
    expect(xero[0]).toMatch(/^\*ContactName,EmailAddress,/);
    const lines = xero.filter((r) => r.includes(`,${invoiceNo},`));
    expect(lines).toEqual([
      expect.stringMatching(
        // 45.00 a hour gives 652.50 exactly: its own quantity and price. The cable's 24.875 was rounded, so
        // it is 1 x 24.88 with the quantity and price said.
        /,"Labour: rewire, two electricians",14\.5,45\.00,,200,Domestic Reverse Charge @ 20% \(VAT on Income\),0\.00,/,
      ),
      expect.stringMatching(
        new RegExp(
          `,${material} \\(12\\.5 x £1\\.99\\),1,24\\.88,,200,Domestic Reverse Charge @ 20% \\(VAT on Income\\),0\\.00,`,
        ),
      ),
    ]);
    const payments = await exportFor(page, 'QuickBooks Online', 'Payments');
    const [y, m, d] = today.split('-');
    expect(payments).toContainEqual(
      expect.stringMatching(
        new RegExp(`^${d}/${m}/${y},${contractor.name}: Payment of invoice ${invoiceNo} .*,543\\.90$`),
      ),
    );
    await screenshot(page, 'pos-reports-export-1280');
    await page.setViewportSize(viewports.tablet);
    await screenshot(page, 'pos-reports-export-768');
    await page.close();
  });
});
