import type { OrderView } from '@voltdesk/contracts';
import { readPdf } from '../test-support/pdf-text';
import { renderInvoicePdf } from './render';

/**
 * The PDF of a final invoice (svc-pos deposits) shows what the POS shows: the whole work, less the deposit
 * paid and its VAT, down to what it charges, and the deposit invoice it deducts; a deposit invoice names
 * its quote. Read back with PDF.js.
 */
jest.setTimeout(60_000);

const figures = (net: number, vat: number, gross: number) => ({
  net,
  vat,
  gross,
  summary: [{ rate: 'standard' as const, percent: 20, net, vat, gross }],
});

const business = {
  title: 'Spark & Co',
  address: null,
  phone: null,
  email: null,
  logo: null,
  bank: {},
};

const base: OrderView = {
  id: 'order-1',
  invoice_no: 1045,
  order_custom_id: null,
  customer: { name: 'Dee Posit', phone: '07700 900321', email: 'dee@example.com', address: null },
  items: [
    {
      id: 'svc-1',
      name: 'Rewire',
      price: 150,
      qty: 1,
      total: 150,
      vat_rate: 'standard',
      vat_percent: 20,
      line_discount: 0,
      net: 150,
      vat: 30,
      gross: 180,
    },
  ],
  sub_total: 150,
  discount: 0,
  total: 120,
  payment: 0,
  due: 120,
  status: 'Unpaid',
  due_date: null,
  additional: false,
  expire_date: null,
  alert: null,
  payments: [],
  created_at: '2026-11-22T09:00:00.000Z',
  updated_at: '2026-11-22T09:00:00.000Z',
  vat: { number: 'GB123456789', prices_include_vat: false, ...figures(100, 20, 120) },
};

test('a final invoice PDF takes the deposit net and VAT off the whole work', async () => {
  const final: OrderView = {
    ...base,
    deposit_deduction: {
      supply: figures(150, 30, 180),
      ...figures(50, 10, 60),
      invoices: [{ order_id: 'order-0', invoice_no: 1044, net: 50, vat: 10, gross: 60 }],
    },
  };
  const { text } = await readPdf(await renderInvoicePdf(final, business, 'Europe/London'));
  for (const shown of [
    'Deposit invoice',
    '#1044',
    'Total for the work',
    '£180.00',
    'Less deposit (net)',
    '-£50.00',
    'Less VAT on deposit',
    '-£10.00',
    '£120.00',
  ]) {
    expect(text).toContain(shown);
  }
});

test('a deposit invoice PDF names the quote it is the deposit of', async () => {
  const deposit: OrderView = {
    ...base,
    invoice_no: 1044,
    deposit_of: { quote_id: 'quote-1', quote_no: 12, kind: 'percent', percent: 30 },
  };
  const { text } = await readPdf(await renderInvoicePdf(deposit, business, 'Europe/London'));
  expect(text).toContain('Deposit for');
  expect(text).toContain('Quote Q-000012 (30%)');
});
