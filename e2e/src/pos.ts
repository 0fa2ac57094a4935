import type { Locator, Page } from 'playwright-core';

let made = 0;

/**
 * A customer no other journey (nor an earlier run on a kept stack) has: a UK mobile number of their own
 * (the POS finds customers by phone) and a surname of letters made from it, so the order list's row of
 * this customer is the only one with that name.
 */
export function uniqueCustomer(first: string, domain = 'example.com') {
  made += 1;
  const digits = `${Date.now() % 100_000}${made}`.slice(-5).padStart(5, '0');
  const surname = [...digits].map((d, i) => String.fromCharCode((i ? 97 : 65) + Number(d))).join('');
  const name = `${first} ${surname}`;
  return { phone: `07700 9${digits}`, name, email: `${first}.${surname}@${domain}`.toLowerCase() };
}

export interface NewInvoice {
  phone: string;
  name: string;
  email: string;
  /** The line's price in pounds, typed over the service's own price ("120.00"). */
  price: string;
  /** Paid when the invoice is made, in pounds; nothing when absent. */
  pay?: string;
  /** 'Paid by' when `pay` takes money: Cash, Card, Bank transfer, Other. */
  method?: string;
}

/**
 * Makes an invoice at the POS desk as a clerk does: the first service of the grid, the customer, the
 * line's price, an optional payment; Confirm and wait for 'Invoice created'. Returns its invoice number,
 * read from the order list searched by the customer's phone.
 */
export async function createInvoice(page: Page, invoice: NewInvoice): Promise<number> {
  await page.goto('/admin/ordercreate');
  const form = page.getByRole('form', { name: 'Invoice' });
  await form.getByLabel('Phone').fill(invoice.phone);
  await form.getByLabel('Name', { exact: true }).fill(invoice.name);
  await form.getByLabel('Email').fill(invoice.email);
  await page.getByRole('list', { name: 'Services' }).getByRole('button').first().click();
  await form.getByLabel(/^Price of /).fill(invoice.price);
  await form.getByLabel('Pay Amount (£)').fill(invoice.pay ?? '0');
  if (invoice.method) await form.getByLabel('Paid by').selectOption({ label: invoice.method });
  await form.getByRole('button', { name: 'Confirm' }).click();
  await page.getByText('Invoice created').first().waitFor();
  return (await openOrderRow(page, invoice)).invoiceNo;
}

/**
 * The order list searched by the customer's phone, and the row of that customer (the phone column gives
 * way on narrow screens, the name never does), with its invoice number.
 */
export async function openOrderRow(
  page: Page,
  customer: { phone: string; name: string },
): Promise<{ row: Locator; invoiceNo: number }> {
  await page.goto('/admin/orders');
  await page.getByRole('search', { name: 'Search' }).getByRole('searchbox').fill(customer.phone);
  const row = page.getByRole('row', { name: new RegExp(customer.name) });
  await row.waitFor();
  const invoiceCell = row.getByRole('cell', { name: /^#\d+$/ });
  const invoiceNo = Number((await invoiceCell.innerText()).trim().slice(1));
  return { row, invoiceNo };
}

/**
 * Records what the page asks its print windows to print (their titles) instead of opening the system's
 * print dialog, which a headless browser cannot answer. The windows themselves open and render as usual.
 */
export async function recordPrints(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const printed: string[] = [];
    Object.defineProperty(window, '__voltdeskPrinted', { value: printed });
    const open = window.open.bind(window);
    window.open = (...args: Parameters<typeof window.open>) => {
      const win = open(...args);
      if (win) win.print = () => printed.push(win.document.title);
      return win;
    };
  });
  return () =>
    page.evaluate(() => [...(window as unknown as { __voltdeskPrinted: string[] }).__voltdeskPrinted]);
}
