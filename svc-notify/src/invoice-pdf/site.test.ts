import { quoteAsInvoiceDocument, type OrderView, type QuoteView } from '@voltdesk/contracts';
import { readPdf } from '../test-support/pdf-text';
import { renderInvoicePdf } from './render';

/** An invoice or quote of a job prints the site of the work under the customer; one without prints none. */
jest.setTimeout(60_000);

const business = { title: 'Spark & Co', address: null, phone: null, email: null, logo: null, bank: {} };

const invoice: OrderView = {
  id: 'order-1',
  invoice_no: 1046,
  order_custom_id: null,
  customer: { name: 'Lena Lord', phone: '07700 900201', email: 'lena@example.com', address: '1 Park Row' },
  items: [{ id: 'svc-1', name: 'Rewire', price: 150, qty: 1, total: 150 }],
  sub_total: 150,
  discount: 0,
  total: 150,
  payment: 0,
  due: 150,
  status: 'Unpaid',
  due_date: null,
  additional: false,
  expire_date: null,
  alert: null,
  payments: [],
  created_at: '2026-11-22T09:00:00.000Z',
  updated_at: '2026-11-22T09:00:00.000Z',
  vat: null,
};
const SITE = 'Flat 2, 14 Albert Road, Leeds LS6 1AA';

test('an invoice with a site prints "Site:" and the address under the customer', async () => {
  const { text } = await readPdf(
    await renderInvoicePdf({ ...invoice, job_id: 'job-1', site_address: SITE }, business, 'Europe/London'),
  );
  expect(text).toContain('1 Park Row');
  expect(text).toMatch(/Site:\s*Flat 2, 14 Albert Road, Leeds LS6 1AA/);
  expect(text.indexOf('Site:')).toBeGreaterThan(text.indexOf('1 Park Row'));
});

test('an invoice without a site prints no site line', async () => {
  const { text } = await readPdf(await renderInvoicePdf(invoice, business, 'Europe/London'));
  expect(text).not.toContain('Site:');
});

test("a quote's PDF prints its site too", async () => {
  const quote = {
    id: 'quote-1',
    quote_no: 12,
    status: 'Open',
    expired: false,
    customer: invoice.customer,
    items: invoice.items,
    sub_total: 150,
    discount: 0,
    total: 150,
    order_custom_id: null,
    valid_until: '2026-12-31',
    notes: null,
    decided_at: null,
    decided_by: null,
    decision_reason: null,
    invoice_no: null,
    order_id: null,
    converted_at: null,
    created_by: 'admin-1',
    created_at: '2026-11-22T09:00:00.000Z',
    updated_at: '2026-11-22T09:00:00.000Z',
    site_address: SITE,
  } satisfies QuoteView;
  const heading = { number: 'Q-000012', validUntil: '2026-12-31', status: 'Open', notes: null };
  const { text } = await readPdf(
    await renderInvoicePdf(quoteAsInvoiceDocument(quote), business, 'Europe/London', heading),
  );
  expect(text).toMatch(/Site:\s*Flat 2, 14 Albert Road/);
});
