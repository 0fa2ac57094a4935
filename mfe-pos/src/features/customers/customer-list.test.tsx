import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPos } from '../../../test/render-pos';
import { customers, id } from '../../../test/fixtures';

const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr')!;

test('lists customers (name, e-mail, phone, address) with delete; edits happen on the page', async () => {
  renderPos('/admin/customers', { 'GET admin/getCustomers': { body: { data: customers } } });
  expect(await screen.findByRole('cell', { name: 'Alan Turing' })).toBeInTheDocument();
  expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
    'SL',
    'Name',
    'Email',
    'Phone',
    'Address',
    'Action',
  ]);
  expect(
    within(rowOf('Grace Hopper'))
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual(['1', 'Grace Hopper', 'grace@example.com', '07700 900123', '1 Navy Row, London', 'Delete']);
  expect(screen.queryByRole('button', { name: /add|edit/i })).toBeNull();
  expect(document.title).toBe('Customer List');
});

test("delete asks 'Are you sure delete?' and refreshes the list", async () => {
  let rows = [...customers];
  const { net } = renderPos('/admin/customers', {
    'GET admin/getCustomers': () => ({ body: { data: rows } }),
    'DELETE admin/deleteCustomer': (_req, url) => {
      rows = rows.filter((r) => r.id !== url.searchParams.get('id'));
      return { body: { data: null, message: 'Customer deleted successfully.' } };
    },
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Delete Alan Turing' }));
  const confirm = screen.getByRole('dialog', { name: 'Confirm' });
  expect(within(confirm).getByText('Are you sure delete?')).toBeInTheDocument();
  await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Customer deleted successfully.')).toBeInTheDocument();
  await screen.findByRole('cell', { name: 'Grace Hopper' });
  expect(screen.queryByRole('cell', { name: 'Alan Turing' })).toBeNull();
  expect(net.callsTo('DELETE admin/deleteCustomer')[0]!.search).toBe(`?id=${id(22)}`);
});

test("a failed delete says so, without the server's internal wording", async () => {
  renderPos('/admin/customers', {
    'GET admin/getCustomers': { body: { data: customers } },
    'DELETE admin/deleteCustomer': { status: 500, body: { message: 'Internal Server Error' } },
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Delete Alan Turing' }));
  await user.click(
    within(screen.getByRole('dialog', { name: 'Confirm' })).getByRole('button', { name: 'Delete' }),
  );
  expect(await screen.findByText('Something went wrong!')).toBeInTheDocument();
  expect(screen.queryByText('Internal Server Error')).toBeNull();
});

test("a customer's name opens their page", async () => {
  renderPos('/admin/customers', {
    'GET admin/getCustomers': { body: { data: customers } },
    'GET admin/getCustomer': {
      body: {
        data: {
          customer: customers[0],
          orders: [],
          totals: { invoices: 0, invoiced: 0, credited: 0, outstanding: 0 },
        },
        meta: { page: 1, per_page: 20, total: 0 },
      },
    },
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('link', { name: 'Grace Hopper' }));
  expect(await screen.findByRole('heading', { name: 'Grace Hopper' })).toBeInTheDocument();
  expect(screen.getByText('No invoices yet.')).toBeInTheDocument();
});
