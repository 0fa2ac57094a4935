import { render, screen, within } from '@testing-library/react';
import { quoteAsInvoiceDocument } from '@voltdesk/contracts';
import { order, quote, setup } from '../../../test/fixtures';
import { Invoice } from './invoice';

/** The printed invoice and quote of a job show the site of the work under the customer, as the PDF does. */
test('an invoice with a site shows "Site:" and the address in Bill to; one without shows none', () => {
  const { unmount } = render(
    <Invoice
      order={order({ site_address: 'Flat 2, 14 Albert Road' })}
      setup={setup}
      origin="https://desk.example"
    />,
  );
  const bill = within(screen.getByRole('region', { name: 'Customer' }));
  expect(bill.getByText('Site:').parentElement).toHaveTextContent('Site: Flat 2, 14 Albert Road');
  unmount();
  render(<Invoice order={order()} setup={setup} origin="https://desk.example" />);
  expect(screen.queryByText('Site:')).toBeNull();
});

test("a quote's print shows its site", () => {
  const doc = quoteAsInvoiceDocument({ ...quote(), site_address: 'Unit 4, Kirkgate Market' });
  render(
    <Invoice
      order={doc}
      setup={setup}
      origin="https://desk.example"
      quote={{ number: 'Q-000012', validUntil: '2026-08-14', status: 'Open', notes: null }}
    />,
  );
  expect(screen.getByText('Site:').parentElement).toHaveTextContent('Site: Unit 4, Kirkgate Market');
});
