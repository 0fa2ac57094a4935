import { render, screen, within } from '@testing-library/react';
import type { OrderView } from '@voltdesk/contracts';
import { id, order, setup } from '../../../test/fixtures';
import { Invoice } from './invoice';

const textOf = (element: HTMLElement) => element.textContent?.replace(/\s+/g, ' ') ?? '';
const totalsOf = () =>
  within(screen.getByLabelText('Totals'))
    .getAllByRole('definition')
    .map((d) => `${d.previousElementSibling?.textContent}: ${d.textContent}`);

const summary = (net: number, vat: number, gross: number) => ({
  net,
  vat,
  gross,
  summary: [{ rate: 'standard' as const, percent: 20, net, vat, gross }],
});

/**
 * A job of £150.00 net + £30.00 VAT (one 20% line), a £60.00 deposit (net £50.00, VAT £10.00) paid on
 * invoice #1044: the final invoice #1045 charges £120.00, VAT £20.00, as svc-pos answers it.
 */
const finalInvoice: OrderView = order({
  invoice_no: 1045,
  items: [
    {
      id: id(11),
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
  payments: [],
  additional: false,
  quote_no: 12,
  vat: { number: 'GB123456789', prices_include_vat: false, ...summary(100, 20, 120) },
  deposit_deduction: {
    supply: summary(150, 30, 180),
    ...summary(50, 10, 60),
    invoices: [{ order_id: id(34), invoice_no: 1044, net: 50, vat: 10, gross: 60 }],
  },
});

test('a final invoice shows the whole work, less the deposit paid and its VAT, down to what it charges', () => {
  render(<Invoice order={finalInvoice} setup={setup} origin="https://desk.example" />);
  const doc = screen.getByRole('article', { name: 'Invoice #1045' });
  expect(textOf(doc)).toContain('Deposit invoice#1044');
  expect(totalsOf()).toEqual([
    'Sub Total: £150.00',
    'Discount: £0.00',
    'Net: £150.00',
    'VAT: £30.00',
    'Total for the work: £180.00',
    'Less deposit (net): -£50.00',
    'Less VAT on deposit: -£10.00',
    'Total: £120.00',
    'Amount Paid: £0.00',
    'Due: £120.00',
  ]);
});

test('a deposit invoice says which quote it is the deposit of', () => {
  render(
    <Invoice
      order={order({
        invoice_no: 1044,
        deposit_of: { quote_id: id(51), quote_no: 12, kind: 'percent', percent: 30 },
      })}
      setup={setup}
      origin="https://desk.example"
    />,
  );
  expect(textOf(screen.getByRole('article', { name: 'Invoice #1044' }))).toContain(
    'Deposit forQuote Q-000012 (30%)',
  );
});

test('without VAT, the final invoice takes the deposit off in one line', () => {
  const noVat = order({
    sub_total: 165,
    discount: 0,
    total: 115,
    payment: 0,
    due: 115,
    additional: false,
    deposit_deduction: {
      supply: { net: 165, vat: 0, gross: 165, summary: [] },
      net: 50,
      vat: 0,
      gross: 50,
      summary: [],
      invoices: [{ order_id: id(34), invoice_no: 1044, net: 50, vat: 0, gross: 50 }],
    },
  });
  render(<Invoice order={noVat} setup={setup} origin="https://desk.example" />);
  expect(totalsOf()).toEqual([
    'Sub Total: £165.00',
    'Discount: £0.00',
    'Total for the work: £165.00',
    'Less deposit paid: -£50.00',
    'Total: £115.00',
    'Amount Paid: £0.00',
    'Due: £115.00',
  ]);
});
