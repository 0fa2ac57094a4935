import { render, screen, within } from '@testing-library/react';
import type { CustomerDocumentView, OrderView } from '@voltdesk/contracts';
import { DocumentSheet } from './document-sheet';

/** The customer's page of a reverse-charged invoice states what its PDF states. */
const invoice: OrderView = {
  id: 'b2b2b2b2b2b2b2b2b2b2b2b2',
  invoice_no: 1050,
  order_custom_id: null,
  customer: { name: 'Main Contractor Ltd', phone: '07700 900321', email: 'mc@example.com', address: null },
  items: [
    {
      id: 'svc-1',
      name: 'Rewire labour',
      price: 1000,
      qty: 1,
      total: 1000,
      vat_rate: 'standard',
      vat_percent: 20,
      line_discount: 0,
      net: 1000,
      vat: 0,
      gross: 1000,
    },
  ],
  sub_total: 1000,
  discount: 0,
  total: 1000,
  payment: 0,
  due: 1000,
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
    net: 1000,
    vat: 0,
    gross: 1000,
    summary: [{ rate: 'standard', percent: 20, net: 1000, vat: 0, gross: 1000 }],
  },
  reverse_charge: {
    wording: 'Customer to account to HMRC for the reverse charge',
    vat: 200,
    summary: [{ rate: 'standard', percent: 20, net: 1000, vat: 200 }],
  },
};

const shown = (document: OrderView): CustomerDocumentView => ({
  kind: 'invoice',
  document,
  quote: null,
  link: { expires_at: '2099-03-01T00:00:00.000Z', first_opened_at: null },
});

const business = { title: 'Brightline Ltd', bank: {} };

test('a reverse-charged invoice states HMRC’s wording, the rate and the VAT the customer accounts for', () => {
  render(<DocumentSheet shown={shown(invoice)} business={business} />);
  const block = screen.getByRole('region', { name: 'Reverse charge' });
  expect(within(block).getByText('Customer to account to HMRC for the reverse charge')).toBeInTheDocument();
  const [, row] = within(block).getAllByRole('row');
  expect(
    within(row!)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual(['Standard 20%', '£1,000.00', '£200.00']);
  expect(
    within(block).getByText('Reverse-charge VAT for the customer to account for: £200.00'),
  ).toBeInTheDocument();
});

test('an invoice with VAT as usual has no reverse-charge statement', () => {
  render(<DocumentSheet shown={shown({ ...invoice, reverse_charge: null })} business={business} />);
  expect(screen.queryByRole('region', { name: 'Reverse charge' })).toBeNull();
});
