import { render, screen, within } from '@testing-library/react';
import { id, order, setup } from '../../../test/fixtures';
import { Invoice } from './invoice';

/** A reverse-charged invoice as svc-pos answers it: 1000.00 at 20%, no VAT charged, 200.00 for the customer. */
const reverseCharged = order({
  items: [
    {
      id: id(11),
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
  reverse_charge_choice: null,
});

test('a reverse-charged invoice states HMRC’s wording, the rate and the VAT the customer accounts for', () => {
  render(<Invoice order={reverseCharged} setup={setup} origin="https://desk.example" />);
  const block = screen.getByRole('region', { name: 'Reverse charge' });
  expect(within(block).getByText('Customer to account to HMRC for the reverse charge')).toBeInTheDocument();
  const [, row] = within(block).getAllByRole('row');
  expect(
    within(row!)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual(['Standard 20%', '£1,000.00', '£200.00']);
  expect(screen.getByTestId('reverse-charge-vat')).toHaveTextContent(
    'Reverse-charge VAT for the customer to account for: £200.00',
  );
  // No VAT charged: the totals' VAT is 0 and the total is the net.
  const totals = screen.getByLabelText('Totals').textContent?.replace(/\s+/g, ' ');
  expect(totals).toContain('Net£1,000.00VAT£0.00Total£1,000.00');
});

test('an invoice with VAT as usual has no reverse-charge block', () => {
  render(<Invoice order={order()} setup={setup} origin="https://desk.example" />);
  expect(screen.queryByRole('region', { name: 'Reverse charge' })).toBeNull();
  expect(screen.queryByText('Customer to account to HMRC for the reverse charge')).toBeNull();
});
