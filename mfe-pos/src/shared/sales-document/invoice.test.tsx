import { vatDocument } from '@voltdesk/contracts/testing';
import { render, screen, within } from '@testing-library/react';
import { id, order, setup, vatInvoiceFigures } from '../../../test/fixtures';
import { Invoice } from './invoice';
import { formatDate } from './invoice-fields';

const textOf = (element: HTMLElement) => element.textContent?.replace(/\s+/g, ' ') ?? '';

test('shows values as text, so a customer name can never run script in the modal or the print window', () => {
  const evil = order({
    customer: {
      name: '<img src=x onerror=alert(1)>',
      phone: '1',
      email: 'a@b.co',
      address: '"><script>x()</script>',
    },
    items: [{ id: id(11), name: '<b>Socket</b>', price: 1, qty: 1, total: 1 }],
  });
  const { container } = render(<Invoice order={evil} setup={setup} origin="https://desk.example" />);
  expect(container.querySelectorAll('script')).toHaveLength(0);
  expect(container.querySelectorAll('img')).toHaveLength(1); // the logo only
  expect(container.querySelector('img')!.getAttribute('src')).toBe(
    'https://desk.example/media/content/logo.png',
  );
  expect(container.textContent).toContain('<img src=x onerror=alert(1)>');
  expect(container.textContent).toContain('<b>Socket</b>');
});

test('uses sort_name when only that spelling is stored, and leaves out what the company has not filled', () => {
  render(
    <Invoice
      order={order({ order_custom_id: null, due_date: null, additional: false })}
      setup={{
        websiteData: { title: 'Spark' },
        bankInfo: { holder_name: 'Spark Ltd', sort_name: '11-22-33' },
      }}
      origin="https://desk.example"
    />,
  );
  const text = textOf(screen.getByRole('article', { name: 'Invoice #1042' }));
  expect(text).toContain('Sort code11-22-33');
  expect(text).not.toContain('Account no');
  expect(text).not.toContain('Order ID');
  expect(text).toContain('Due Date—');
  expect(text).not.toContain('Expire Date');
  expect(screen.queryByRole('img')).toBeNull();
});

test('says where to ask for bank details when none are stored; dates read as day month year', () => {
  render(<Invoice order={order()} setup={{}} origin="https://desk.example" />);
  expect(screen.getByText('Ask us for payment details.')).toBeInTheDocument();
  expect(formatDate('2026-12-01')).toBe('1 Dec 2026');
  expect(formatDate(null)).toBe('');
});

/** A VAT invoice as svc-pos answers it: prices excluding VAT, £11 discount spread before VAT. */
const vatOrder = order(vatInvoiceFigures);

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

test('a VAT invoice says so, shows the VAT number, each line its rate, net and VAT, totals and a summary per rate', () => {
  render(<Invoice order={vatOrder} setup={setup} origin="https://desk.example" />);
  const invoice = screen.getByRole('article', { name: 'Invoice #1042' });
  expect(within(invoice).getByRole('heading', { level: 2 })).toHaveTextContent('VAT INVOICE');
  expect(textOf(invoice)).toContain('VAT NoGB 123 4567 89');

  const items = within(invoice).getByRole('table', { name: 'Items' });
  expect(
    within(items)
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual([
    'SL',
    'Service',
    'Price (ex. VAT)',
    'Qty',
    'Total (ex. VAT)',
    'Discount',
    'VAT rate',
    'Net',
    'VAT',
  ]);
  const [, first, second] = within(items).getAllByRole('row');
  expect(cellsOf(first!)).toEqual([
    '1',
    'Socket install',
    '£45.50',
    '2',
    '£91.00',
    '£5.00',
    '20%',
    '£86.00',
    '£17.20',
  ]);
  expect(cellsOf(second!)).toEqual([
    '2',
    'Loft insulation',
    '£120.00',
    '1',
    '£120.00',
    '£6.00',
    '5%',
    '£114.00',
    '£5.70',
  ]);

  const summary = within(invoice).getByRole('table', { name: 'VAT summary' });
  expect(within(summary).getAllByRole('row').slice(1).map(cellsOf)).toEqual([
    ['Standard 20%', '£86.00', '£17.20', '£103.20'],
    ['Reduced 5%', '£114.00', '£5.70', '£119.70'],
  ]);
  expect(within(invoice).getByText('Prices exclude VAT. VAT is calculated per line.')).toBeInTheDocument();

  const totals = textOf(within(invoice).getByLabelText('Totals'));
  expect(totals).toContain('Sub Total£211.00Discount£11.00Net£200.00VAT£22.90Total£222.90');
  expect(totals).toContain('Amount Paid£22.90Due£200.00');
});

test('prices including VAT are labelled so; an exempt line reads Exempt; no discount column without a discount', () => {
  const inclusive = order({
    items: [
      {
        id: id(11),
        name: 'Socket install',
        price: 60,
        qty: 1,
        total: 60,
        vat_rate: 'standard',
        vat_percent: 20,
        line_discount: 0,
        net: 50,
        vat: 10,
        gross: 60,
      },
      {
        id: id(12),
        name: 'Insurance report',
        price: 25,
        qty: 1,
        total: 25,
        vat_rate: 'exempt',
        vat_percent: 0,
        line_discount: 0,
        net: 25,
        vat: 0,
        gross: 25,
      },
    ],
    sub_total: 85,
    discount: 0,
    total: 85,
    vat: vatDocument(
      { standard: [50, 10], exempt: [25, 0] },
      { number: 'GB123456789012', pricesIncludeVat: true },
    ),
  });
  render(<Invoice order={inclusive} setup={setup} origin="https://desk.example" />);
  const items = screen.getByRole('table', { name: 'Items' });
  expect(
    within(items)
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['SL', 'Service', 'Price (inc. VAT)', 'Qty', 'Total (inc. VAT)', 'VAT rate', 'Net', 'VAT']);
  expect(cellsOf(within(items).getAllByRole('row')[2]!)).toEqual([
    '2',
    'Insurance report',
    '£25.00',
    '1',
    '£25.00',
    'Exempt',
    '£25.00',
    '£0.00',
  ]);
  expect(screen.getByText('Prices include VAT. VAT is calculated per line.')).toBeInTheDocument();
  expect(textOf(screen.getByRole('article', { name: 'Invoice #1042' }))).toContain(
    'VAT NoGB 123 4567 89 012',
  );
});

test('an invoice issued while not VAT registered looks exactly as before: no VAT anywhere', () => {
  render(<Invoice order={order({ vat: null })} setup={setup} origin="https://desk.example" />);
  const invoice = screen.getByRole('article', { name: 'Invoice #1042' });
  expect(within(invoice).getByRole('heading', { level: 2 })).toHaveTextContent(/^INVOICE$/);
  expect(
    within(within(invoice).getByRole('table', { name: 'Items' }))
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['SL', 'Service', 'Price', 'Qty', 'Total']);
  expect(within(invoice).queryByRole('table', { name: 'VAT summary' })).toBeNull();
  expect(textOf(invoice)).not.toMatch(/VAT/);
  expect(textOf(within(invoice).getByLabelText('Totals'))).toBe(
    'Sub Total£211.00Discount£11.00Total£200.00Amount Paid£50.00Due£150.00',
  );
});
