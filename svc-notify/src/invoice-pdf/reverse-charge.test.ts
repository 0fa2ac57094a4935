import type { OrderView } from '@voltdesk/contracts';
import { readPdf } from '../test-support/pdf-text';
import { renderInvoicePdf } from './render';

/** The PDF of a reverse-charged invoice states what the POS states. Read back with PDF.js. */
jest.setTimeout(60_000);

const business = { title: 'Spark & Co', address: null, phone: null, email: null, logo: null, bank: {} };

const line = (price: number, rate: 'standard' | 'reduced', percent: number) => ({
  id: `svc-${rate}`,
  name: `${rate} work`,
  price,
  qty: 1,
  total: price,
  vat_rate: rate,
  vat_percent: percent,
  line_discount: 0,
  net: price,
  vat: 0,
  gross: price,
});

const reverseCharged: OrderView = {
  id: 'order-1',
  invoice_no: 1050,
  order_custom_id: null,
  customer: { name: 'Main Contractor Ltd', phone: '07700 900321', email: 'mc@example.com', address: null },
  items: [line(1000, 'standard', 20), line(200, 'reduced', 5)],
  sub_total: 1200,
  discount: 0,
  total: 1200,
  payment: 0,
  due: 1200,
  status: 'Unpaid',
  due_date: null,
  additional: false,
  expire_date: null,
  alert: null,
  payments: [],
  created_at: '2026-11-22T09:00:00.000Z',
  updated_at: '2026-11-22T09:00:00.000Z',
  vat: {
    number: 'GB123456789',
    prices_include_vat: false,
    net: 1200,
    vat: 0,
    gross: 1200,
    summary: [
      { rate: 'standard', percent: 20, net: 1000, vat: 0, gross: 1000 },
      { rate: 'reduced', percent: 5, net: 200, vat: 0, gross: 200 },
    ],
  },
  reverse_charge: {
    wording: 'Customer to account to HMRC for the reverse charge',
    vat: 210,
    summary: [
      { rate: 'standard', percent: 20, net: 1000, vat: 200 },
      { rate: 'reduced', percent: 5, net: 200, vat: 10 },
    ],
  },
  reverse_charge_choice: null,
};

test('a reverse-charged invoice PDF states HMRC’s wording, each rate and the VAT the customer accounts for', async () => {
  const { text } = await readPdf(await renderInvoicePdf(reverseCharged, business, 'Europe/London'));
  for (const shown of [
    'Customer to account to HMRC for the reverse charge',
    'VAT TO ACCOUNT FOR',
    'Standard 20%',
    '£200.00',
    'Reduced 5%',
    '£10.00',
    'Reverse-charge VAT for the customer to account for: £210.00',
  ]) {
    expect(text).toContain(shown);
  }
});

test('an invoice with VAT as usual has no reverse-charge statement', async () => {
  const usual = { ...reverseCharged, reverse_charge: null };
  const { text } = await readPdf(await renderInvoicePdf(usual, business, 'Europe/London'));
  expect(text).not.toContain('reverse charge');
});
