/**
 * Screenshots of every POS screen inside the real shell (npm run screenshots -w mfe-pos): builds the
 * shell and this remote, serves them through the local gateway (infra/local/src/admin-screenshots.ts) with the
 * svc-pos/svc-content answers mocked from test/fixtures.ts; then Chromium signs in (localStorage), opens each
 * screen and writes docs/screenshots/*.png, plus the printed invoice as A4 (print media) and PDF. Only ever listens on 127.0.0.1.
 * Needs Chromium (`CHROMIUM_PATH`, default /usr/bin/chromium).
 */
import { writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import path from 'node:path';
import { startAdminScreenshots } from '@voltdesk/local/admin-screenshots';
import { mockServices } from './pos-mocks';
import * as money from './screenshot-data';

const { orders } = money;

async function main() {
  const { base, context, page, outDir, shot, close } = await startAdminScreenshots({
    workspace: 'mfe-pos',
    mockServices,
    adminId: money.ADMIN_ID,
  });
  // The print windows print once loaded; a headless print of the window would hold it while page.pdf()
  // below prints it again ('Page is already being printed'). The pictures need the window, not the print.
  await context.addInitScript(() => {
    const open = window.open.bind(window);
    window.open = (...args: Parameters<typeof window.open>) => {
      const win = open(...args);
      if (win) win.print = () => undefined;
      return win;
    };
  });
  try {
    await page.goto(`${base}/admin/ordercreate`);
    await page.getByRole('list', { name: 'Services' }).waitFor();
    await page.getByLabel('Phone').fill('07700 900999');
    await page.getByLabel('Name', { exact: true }).fill('Ada Lovelace');
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByRole('button', { name: /Fuse board upgrade/ }).click();
    await page.getByRole('button', { name: /Socket install/ }).click();
    await page.getByLabel('Quantity of Socket install').fill('3');
    await page.getByLabel('Pay Amount (£)').fill('250');
    await page.getByLabel('Additional').check();
    await shot(page, 'pos-create-1440');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'pos-create-390');
    await page.setViewportSize({ width: 1440, height: 900 });

    await page.goto(`${base}/admin/posupdate/${orders[0]!.id}`);
    await page.getByRole('button', { name: 'Update' }).waitFor();
    await shot(page, 'order-update-1440');

    await page.goto(`${base}/admin/orders`);
    await page.getByRole('cell', { name: 'Grace Hopper' }).first().waitFor();
    await shot(page, 'order-list-1440');
    await page.getByRole('button', { name: 'View invoice #1042' }).click();
    const details = page.getByRole('dialog', { name: 'Invoice #1042' });
    await details.getByRole('region', { name: 'History' }).getByRole('listitem').first().waitFor();
    await shot(page, 'order-details-1440');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Payment of invoice #1042' }).click();
    await page.getByLabel('Method').selectOption({ label: 'Card' });
    await page.getByLabel('Reference (optional)').fill('AUTH 311907');
    await shot(page, 'order-payment-1440');
    await page.keyboard.press('Escape');
    await moneyScreens(base, page, shot);

    for (const [route, name, cell] of [
      ['category', 'category-list', 'Electrical'],
      ['products', 'service-list', 'Socket install'],
      ['customers', 'customer-list', 'Grace Hopper'],
    ] as const) {
      await page.goto(`${base}/admin/${route}`);
      await page.getByRole('cell', { name: cell, exact: true }).first().waitFor();
      await shot(page, `${name}-1440`);
    }
    await page
      .getByRole('link', { name: 'Services' })
      .first()
      .click()
      .catch(() => undefined);
    await page.goto(`${base}/admin/products`);
    await page.getByRole('button', { name: 'Edit Socket install' }).click();
    await shot(page, 'service-modal-1440');

    // The printed invoice, through the list's Print (the window the desk gets): A4 with print media, as a
    // PNG and a PDF.
    const list = await context.newPage();
    await list.goto(`${base}/admin/orders`);
    const [invoice] = await Promise.all([
      context.waitForEvent('page'),
      list.getByRole('button', { name: `Print invoice #${orders[0]!.invoice_no}` }).click(),
    ]);
    await invoice.getByRole('article').waitFor();
    await invoice.waitForLoadState('load');
    await invoice.setViewportSize({ width: 1000, height: 650 });
    await shot(invoice, 'invoice-window-1000');
    await invoice.emulateMedia({ media: 'print' });
    await invoice.setViewportSize({ width: 794, height: 1123 });
    await shot(invoice, 'invoice-print-a4');
    writeFileSync(
      path.join(outDir, 'invoice.pdf'),
      await invoice.pdf({ format: 'A4', printBackground: true }),
    );
    console.log('wrote docs/screenshots/invoice.pdf');
  } finally {
    await close();
  }
}

type Shot = (page: Page, name: string) => Promise<void>;

/**
 * The money screens: payment history and receipts (A4 and 80 mm), credit note and void dialogs, a VOID and
 * a VAT invoice, the e-mail dialog, the order list on a tablet and as cards on a phone, quotes, reports,
 * the customer page and the VAT settings.
 */
async function moneyScreens(base: string, page: Page, shot: Shot): Promise<void> {
  const context = page.context();
  const tall = { width: 1440, height: 1500 };
  await page.setViewportSize(tall);
  await page.goto(`${base}/admin/orders`);
  await page.getByRole('button', { name: 'View invoice #1042' }).click();
  const details = page.getByRole('dialog', { name: 'Invoice #1042' });
  const history = details.getByRole('table', { name: 'Payment history' });
  await details.getByRole('region', { name: 'History' }).getByRole('listitem').first().waitFor();
  await history.scrollIntoViewIfNeeded();
  await shot(page, 'order-payment-history-1440');

  const receipts: Array<[string, string, { width: number; height: number }]> = [
    ['A4', 'receipt-a4', { width: 794, height: 1123 }],
    ['80 mm thermal', 'receipt-thermal-80mm', { width: 302, height: 700 }],
  ];
  for (const [paper, name, size] of receipts) {
    await details.getByLabel('Receipt paper').selectOption({ label: paper });
    const [receipt] = await Promise.all([
      context.waitForEvent('page'),
      details.getByRole('button', { name: `Print receipt 1042-2 (${paper})` }).click(),
    ]);
    await receipt.getByRole('article', { name: 'Receipt 1042-2' }).waitFor();
    await receipt.waitForLoadState('load');
    await receipt.emulateMedia({ media: 'print' });
    await receipt.setViewportSize(size);
    await shot(receipt, name);
    await receipt.close();
  }

  await details.getByRole('button', { name: 'Credit note' }).click();
  const credit = page.getByRole('dialog', { name: 'Credit note: Invoice #1042' });
  await credit.getByLabel('Part of it').check();
  await credit.getByLabel('Credit amount (£)').fill('150');
  await credit.getByLabel('Reason', { exact: true }).fill('Two sockets not fitted: wall unsuitable');
  await credit.getByLabel('Refund method').selectOption({ label: 'Card' });
  await shot(page, 'order-credit-note-1440');
  await page.keyboard.press('Escape');

  await details.getByRole('button', { name: 'E-mail invoice' }).click();
  await page.getByRole('dialog', { name: 'E-mail invoice #1042' }).waitFor();
  await shot(page, 'order-email-invoice-1440');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Void invoice #1042' }).click();
  const voiding = page.getByRole('dialog', { name: 'Void invoice #1042' });
  await voiding.getByLabel('Reason (optional, kept in the history)').fill('Job cancelled by the customer');
  await shot(page, 'order-void-1440');
  await voiding.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'View invoice #1040' }).click();
  await page.getByRole('dialog', { name: 'Invoice #1040' }).getByText('Reason: Job cancelled').waitFor();
  await shot(page, 'order-details-void-1440');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'View invoice #1039' }).click();
  await page.getByRole('dialog', { name: 'Invoice #1039' }).getByText('VAT INVOICE').waitFor();
  await shot(page, 'invoice-vat-1440');
  await page.keyboard.press('Escape');
  const [vatPrint] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'Print invoice #1039' }).click(),
  ]);
  await vatPrint.getByRole('article').waitFor();
  await vatPrint.waitForLoadState('load');
  await vatPrint.emulateMedia({ media: 'print' });
  await vatPrint.setViewportSize({ width: 794, height: 1123 });
  await shot(vatPrint, 'invoice-vat-print-a4');
  await vatPrint.close();

  for (const [width, height, name] of [
    [768, 1024, 'order-list-768'],
    [375, 812, 'order-list-375'],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto(`${base}/admin/orders`);
    await page.getByRole('button', { name: 'View invoice #1042' }).waitFor();
    await shot(page, name);
  }
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.goto(`${base}/admin/quotes`);
  await page.getByRole('link', { name: 'Q-000014', exact: true }).waitFor();
  await shot(page, 'quote-list-1440');
  await page.goto(`${base}/admin/quotecreate`);
  const quoteForm = page.getByRole('form', { name: 'Quote' });
  await quoteForm.getByLabel('Phone').fill('07700 900999');
  await quoteForm.getByLabel('Name', { exact: true }).fill('Ada Lovelace');
  await quoteForm.getByLabel('Email').fill('ada@example.com');
  await page.getByRole('button', { name: /Fuse board upgrade/ }).click();
  await page.getByRole('button', { name: /Socket install/ }).click();
  await quoteForm.getByLabel('Quantity of Socket install').fill('4');
  await quoteForm.getByLabel('Notes').fill('Includes the Electrical Installation Certificate.');
  // The settings are VAT registered: the form shows each line's VAT and the VAT-inclusive total.
  await quoteForm.getByTestId('quote-vat').waitFor();
  await shot(page, 'quote-form-1440');
  await page.goto(`${base}/admin/quote/${money.quotes[0]!.id}`);
  await page.getByRole('heading', { name: 'Quote Q-000014' }).waitFor();
  await shot(page, 'quote-page-1440');
  await page.getByRole('button', { name: 'Convert to invoice' }).click();
  await page.getByRole('dialog', { name: 'Convert quote Q-000014 to an invoice' }).waitFor();
  await shot(page, 'quote-convert-1440');
  await page.keyboard.press('Escape');

  await page.goto(`${base}/admin/reports`);
  await page.getByRole('table', { name: 'Takings by payment method' }).waitFor();
  await page.getByRole('region', { name: 'Aged receivables' }).getByRole('table').waitFor();
  await page.getByRole('region', { name: 'VAT summary' }).getByRole('table').waitFor();
  await shot(page, 'reports-1440');

  await page.goto(`${base}/admin/customer/${money.customerDetail.customer.id}`);
  await page.getByRole('region', { name: 'Order history' }).getByRole('table').waitFor();
  await shot(page, 'customer-page-1440');

  await page.goto(`${base}/admin/vatsettings`);
  await page.getByLabel('VAT number').waitFor();
  await shot(page, 'vat-settings-1440');
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
