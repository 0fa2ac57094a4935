import type { Browser, BrowserContext, Page } from 'playwright-core';
import { readPdf } from '@voltdesk/svc-notify/testing/pdf-text';
import { launchBrowser, newPage, signIn } from '../src/browser';
import { downloadAttachment, waitForMail } from '../src/mail';
import { until } from '../src/poll';
import { createInvoice, openOrderRow, recordPrints, uniqueCustomer } from '../src/pos';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let printed: () => Promise<string[]>;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ context, page } = await newPage(browser));
  printed = await recordPrints(page);
  await signIn(page);
});

afterAll(async () => {
  await browser?.close();
});

/** The dashboard's "Taken today" (payments received today, less refunds), read fresh. */
async function takenToday(): Promise<string> {
  await page.goto('/admin');
  const stat = page
    .getByRole('region', { name: 'Sales summary' })
    .locator('.vd-stat')
    .filter({ has: page.getByText('Taken today', { exact: true }) });
  return (await stat.locator('.vd-stat__value').innerText()).trim();
}

describe('money at the POS desk', () => {
  it('a clerk takes a part payment by card with a reference and prints its receipt', async () => {
    const customer = uniqueCustomer('Rita');
    const no = await createInvoice(page, { ...customer, price: '120.00' });

    const { row } = await openOrderRow(page, customer);
    await row.getByRole('button', { name: `Payment of invoice #${no}` }).click();
    const payment = page.getByRole('dialog', { name: `Payment: Invoice #${no}` });
    await payment.getByLabel('Amount (£)').fill('50');
    await payment.getByLabel('Method').selectOption({ label: 'Card' });
    await payment.getByLabel('Reference (optional)').fill('AUTH 204518');
    await payment.getByRole('button', { name: 'Pay' }).click();
    await page.getByText('Payment update successfully').first().waitFor();
    await payment.waitFor({ state: 'detached' });
    await row.getByRole('cell', { name: '£70.00' }).waitFor();
    await row.getByText('Unpaid', { exact: true }).waitFor();

    await row.getByRole('button', { name: `View invoice #${no}` }).click();
    const details = page.getByRole('dialog', { name: `Invoice #${no}` });
    const entry = details.getByRole('table', { name: 'Payment history' }).getByRole('row', {
      name: /AUTH 204518/,
    });
    await entry.waitFor();
    const cells = await entry.getByRole('cell').allInnerTexts();
    expect(cells.slice(1, 4)).toEqual(['Payment', 'Card', 'AUTH 204518']);
    expect(cells.slice(5, 7)).toEqual(['£50.00', '£70.00']);

    // A4: the invoice's print window, the receipt in it, printed once it has loaded.
    const [a4] = await Promise.all([
      context.waitForEvent('page'),
      details.getByRole('button', { name: `Print receipt ${no}-1 (A4)` }).click(),
    ]);
    const receipt = a4.getByRole('article', { name: `Receipt ${no}-1` });
    await receipt.waitFor();
    const text = await receipt.innerText();
    expect(text).toMatch(/RECEIPT/);
    expect(text).toMatch(new RegExp(`Receipt No\\s+${no}-1`));
    expect(text).toMatch(new RegExp(`Invoice No\\s+#${no}`));
    expect(text).toMatch(new RegExp(`Customer\\s+${customer.name}`));
    expect(text).toMatch(/Method\s+Card/);
    expect(text).toMatch(/Reference\s+AUTH 204518/);
    expect(text).toMatch(/Amount paid\s+£50\.00/);
    expect(text).toMatch(/Invoice total\s+£120\.00/);
    expect(text).toMatch(/Balance left\s+£70\.00/);
    expect(await a4.evaluate(() => document.body.className)).toContain('pos-receipt-window--a4');
    await a4.emulateMedia({ media: 'print' });
    expect(await receipt.isVisible()).toBe(true);
    const title = await a4.title();
    await until(printed, (titles) => titles.includes(title), { what: `printing "${title}"` });

    await a4.close();

    // 80 mm thermal: a narrow window (one per receipt: the A4 one was closed), the same receipt.
    await details.getByLabel('Receipt paper').selectOption({ label: '80 mm thermal' });
    const [thermal] = await Promise.all([
      context.waitForEvent('page'),
      details.getByRole('button', { name: `Print receipt ${no}-1 (80 mm thermal)` }).click(),
    ]);
    const roll = thermal.getByRole('article', { name: `Receipt ${no}-1` });
    await roll.waitFor();
    expect(await roll.innerText()).toMatch(/Reference\s+AUTH 204518/);
    expect(await thermal.evaluate(() => document.body.className)).toContain('pos-receipt-window--thermal');
    await thermal.close();
  });

  it('a clerk voids an invoice that has a payment: kept as VOID, takings unchanged', async () => {
    const customer = uniqueCustomer('Victor');
    const no = await createInvoice(page, { ...customer, price: '80.00', pay: '30', method: 'Cash' });
    const before = await takenToday();
    expect(before).not.toBe('£0.00'); // the £30 just taken is in it

    const { row } = await openOrderRow(page, customer);
    // The spec's delete says what it will do: an invoice with a payment is voided, not deleted.
    await row.getByRole('button', { name: `Void invoice #${no}` }).click();
    const confirm = page.getByRole('dialog', { name: `Void invoice #${no}` });
    await confirm.getByText(/takings already counted do not change/).waitFor();
    await confirm.getByLabel('Reason (optional, kept in the history)').fill('Job cancelled by the customer');
    await confirm.getByRole('button', { name: 'Void invoice' }).click();
    await page
      .getByText(/^Invoice voided/)
      .first()
      .waitFor();
    await confirm.waitFor({ state: 'detached' });

    await row.getByText('VOID', { exact: true }).waitFor();
    expect(await row.getByRole('button', { name: `Void invoice #${no}` }).isDisabled()).toBe(true);
    expect(await row.getByRole('button', { name: `Payment of invoice #${no}` }).isDisabled()).toBe(true);
    await row.getByRole('button', { name: `View invoice #${no}` }).click();
    const details = page.getByRole('dialog', { name: `Invoice #${no}` });
    await details.getByText(/Reason: Job cancelled by the customer/).waitFor();
    // The money taken is still recorded against the invoice, and the trail says who voided it.
    await details
      .getByRole('table', { name: 'Payment history' })
      .getByRole('cell', { name: '£30.00' })
      .waitFor();
    await details
      .getByRole('region', { name: 'History' })
      .getByText(/Voided/)
      .waitFor();
    await details.getByRole('button', { name: 'Close' }).first().click();

    // Off the due list, still kept (the Void filter finds it), and the takings already counted stay.
    await page.getByLabel('Status').selectOption({ label: 'Unpaid' });
    await row.waitFor({ state: 'detached' });
    await page.getByLabel('Status').selectOption({ label: 'Void' });
    await row.waitFor();
    expect(await takenToday()).toBe(before);
  });

  it('a clerk turns an accepted quote into an invoice in one step, each linking to the other', async () => {
    const customer = uniqueCustomer('Quinn');
    await page.goto('/admin/quotecreate');
    const form = page.getByRole('form', { name: 'Quote' });
    await form.getByLabel('Phone').fill(customer.phone);
    await form.getByLabel('Name', { exact: true }).fill(customer.name);
    await form.getByLabel('Email').fill(customer.email);
    await page.getByRole('list', { name: 'Services' }).getByRole('button').first().click();
    await form.getByLabel(/^Price of /).fill('240.00');
    await form.getByRole('button', { name: 'Save Quote' }).click();

    const heading = page.getByRole('heading', { name: /^Quote Q-\d+$/ });
    await heading.waitFor();
    const quoteNo = (await heading.innerText()).replace(/^Quote /, '');
    await page.getByText('Valid until', { exact: false }).first().waitFor();
    await page.getByRole('button', { name: 'Accept' }).click();
    await page.getByText('Accepted', { exact: true }).first().waitFor();

    await page.getByRole('button', { name: 'Convert to invoice' }).click();
    const convert = page.getByRole('dialog', { name: `Convert quote ${quoteNo} to an invoice` });
    await convert.getByRole('button', { name: 'Create invoice' }).click();
    await convert.waitFor({ state: 'detached' });
    const toInvoice = page.getByRole('link', { name: /^invoice #\d+$/ });
    await toInvoice.waitFor();
    const no = Number((await toInvoice.innerText()).replace(/^invoice #/, ''));
    await page.getByText('Converted', { exact: true }).first().waitFor();

    // The invoice has the quote's lines and customer, and nothing paid.
    const { row } = await openOrderRow(page, customer);
    expect(await row.getByRole('cell', { name: `#${no}`, exact: true }).count()).toBe(1);
    await row.getByRole('cell', { name: '£240.00' }).first().waitFor();
    await row.getByRole('button', { name: `View invoice #${no}` }).click();
    const details = page.getByRole('dialog', { name: `Invoice #${no}` });
    // ... and leads back to its quote.
    await details.getByRole('link', { name: `quote ${quoteNo}` }).click();
    const quotes = page.getByRole('table', { name: 'Quotes' });
    const quoteRow = quotes.getByRole('row', { name: new RegExp(quoteNo) });
    await quoteRow.getByRole('cell', { name: `#${no}` }).waitFor();
    await quoteRow.getByRole('link', { name: `View quote ${quoteNo}` }).click();
    await page.getByRole('link', { name: `invoice #${no}` }).waitFor();
  });

  it('a clerk e-mails an invoice and it arrives in MailDev as Invoice-<number>.pdf', async () => {
    const customer = uniqueCustomer('Ella');
    const no = await createInvoice(page, { ...customer, price: '96.50' });
    const { row } = await openOrderRow(page, customer);
    await row.getByRole('button', { name: `View invoice #${no}` }).click();
    const details = page.getByRole('dialog', { name: `Invoice #${no}` });
    await details.getByRole('button', { name: 'E-mail invoice' }).click();

    const send = page.getByRole('dialog', { name: `E-mail invoice #${no}` });
    await send.getByText(`Invoice-${no}.pdf`, { exact: false }).waitFor();
    expect(await send.getByLabel('Send to').inputValue()).toBe(customer.email);
    await send.getByRole('button', { name: 'Send' }).click();
    await page.getByText(`Invoice e-mailed to ${customer.email}`).first().waitFor();
    await send.waitFor({ state: 'detached' });
    await details
      .getByRole('region', { name: 'History' })
      .getByText(`E-mailed the invoice to ${customer.email}`, { exact: false })
      .waitFor();

    const mail = await waitForMail(customer.email, 90_000, (m) => m.subject.includes(`#${no}`));
    const pdf = (mail.attachments ?? []).find((a) => a.fileName === `Invoice-${no}.pdf`);
    expect(pdf).toBeDefined();
    expect(pdf!.contentType).toBe('application/pdf');
    const file = await downloadAttachment(mail, pdf!);
    expect(file.contentType).toMatch(/^application\/pdf/);
    expect(file.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const reading = await readPdf(file.bytes);
    expect(reading.pages).toBeGreaterThanOrEqual(1);
    expect(reading.text).toContain('INVOICE');
    expect(reading.text).toContain(`#${no}`);
    expect(reading.text).toContain(customer.name);
    expect(reading.text).toContain('96.50');
  }, 180_000);
});
