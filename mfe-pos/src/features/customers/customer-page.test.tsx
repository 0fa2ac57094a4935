import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CustomerDetailData } from '@voltdesk/contracts';
import { invalid, renderPos } from '../../../test/render-pos';
import { customers, id } from '../../../test/fixtures';

const grace = customers[0]!;
const detail = (overrides: Partial<CustomerDetailData> = {}): CustomerDetailData => ({
  customer: grace,
  orders: [
    {
      id: id(33),
      invoice_no: 1044,
      created_at: '2026-11-24T10:00:00.000Z',
      total: 30,
      credited: 10,
      payment: 0,
      due: 20,
      status: 'Unpaid',
    },
    {
      id: id(32),
      invoice_no: 1043,
      created_at: '2026-11-23T10:00:00.000Z',
      total: 50,
      credited: 0,
      payment: 0,
      due: 0,
      status: 'Void',
    },
    {
      id: id(31),
      invoice_no: 1042,
      created_at: '2026-11-22T10:00:00.000Z',
      total: 100,
      credited: 0,
      payment: 40,
      due: 60,
      status: 'Unpaid',
    },
  ],
  totals: { invoices: 2, invoiced: 130, credited: 10, outstanding: 80 },
  ...overrides,
});
const page = (data: CustomerDetailData, total = data.orders.length) => ({
  body: { data, meta: { page: 1, per_page: 20, total } },
});
const textOf = (element: HTMLElement) => element.textContent?.replace(/\s+/g, ' ') ?? '';

test("shows the customer's contact details, account totals and order history", async () => {
  const { net } = renderPos(`/admin/customer/${grace.id}`, { 'GET admin/getCustomer': page(detail()) });
  expect(await screen.findByRole('heading', { name: 'Grace Hopper' })).toBeInTheDocument();
  expect(document.title).toBe('Customer: Grace Hopper');
  expect(net.callsTo('GET admin/getCustomer')[0]!.search).toBe(`?id=${grace.id}&page=1&per_page=20`);

  const contact = screen.getByRole('region', { name: 'Contact details' });
  expect(textOf(contact)).toContain('NameGrace HopperPhone07700 900123Emailgrace@example.com');
  expect(textOf(contact)).toContain('Address1 Navy Row, London');
  const account = screen.getByRole('region', { name: 'Account' });
  expect(textOf(account)).toContain('Invoices2Total invoiced£130.00Credited£10.00Balance outstanding£80.00');
  expect(textOf(account)).toContain('Void invoices are not counted.');

  const history = screen.getByRole('table', { name: 'Order history' });
  expect(
    within(history)
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['SL', 'Invoice', 'Date', 'Total', 'Credited', 'Paid', 'Due', 'Status']);
  const rows = within(history).getAllByRole('row').slice(1);
  expect(
    rows.map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ),
  ).toEqual([
    ['1', '#1044', '24 Nov 2026', '£30.00', '£10.00', '£0.00', '£20.00', 'Unpaid'],
    ['2', '#1043', '23 Nov 2026', '£50.00', '£0.00', '£0.00', '£0.00', 'Void'],
    ['3', '#1042', '22 Nov 2026', '£100.00', '£0.00', '£40.00', '£60.00', 'Unpaid'],
  ]);
});

test('the clerk edits the record; a number another customer has is refused on the phone field', async () => {
  const { net } = renderPos(`/admin/customer/${grace.id}`, {
    'GET admin/getCustomer': page(detail()),
    'PUT admin/updateCustomer': invalid({ phone: ['The phone has already been taken.'] }),
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Edit' }));
  const dialog = screen.getByRole('dialog', { name: 'Update Customer' });
  expect(within(dialog).queryByLabelText('Status')).toBeNull();
  await user.clear(within(dialog).getByLabelText('Email'));
  await user.click(within(dialog).getByRole('button', { name: 'Update' }));
  expect(within(dialog).getByText('The email field is required.')).toBeInTheDocument();
  expect(net.callsTo('PUT admin/updateCustomer')).toHaveLength(0);

  await user.type(within(dialog).getByLabelText('Email'), 'grace@navy.example');
  await user.clear(within(dialog).getByLabelText('Phone'));
  await user.type(within(dialog).getByLabelText('Phone'), '07700 900124');
  await user.click(within(dialog).getByRole('button', { name: 'Update' }));
  expect(await within(dialog).findByText('The phone has already been taken.')).toBeInTheDocument();
  expect(net.callsTo('PUT admin/updateCustomer')[0]!.body).toEqual({
    id: grace.id,
    name: 'Grace Hopper',
    phone: '07700 900124',
    email: 'grace@navy.example',
    address: '1 Navy Row, London',
    // The form says whether the customer deducts CIS: "No" is null.
    cis_rate: null,
    // The reverse-charge fields as the record has them (none saved yet: not registered, a contractor).
    vat_registered: false,
    cis_registered: false,
    end_user_status: 'contractor',
  });
});

test('marks a customer as a contractor deducting CIS at a rate', async () => {
  const { net } = renderPos(`/admin/customer/${grace.id}`, {
    'GET admin/getCustomer': page(detail()),
    'PUT admin/updateCustomer': {
      body: { data: { ...grace, cis_rate: 20 }, message: 'Customer updated successfully.' },
    },
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Edit' }));
  const dialog = screen.getByRole('dialog', { name: 'Update Customer' });
  const cis = within(dialog).getByLabelText('Contractor deducts CIS');
  expect(cis).toHaveValue('');
  await user.selectOptions(cis, '20');
  await user.click(within(dialog).getByRole('button', { name: 'Update' }));
  await waitFor(() => expect(net.callsTo('PUT admin/updateCustomer')).toHaveLength(1));
  expect(net.callsTo('PUT admin/updateCustomer')[0]!.body).toMatchObject({ id: grace.id, cis_rate: 20 });
});

test('a saved edit closes the modal, says so and shows the record as saved', async () => {
  let stored = grace;
  renderPos(`/admin/customer/${grace.id}`, {
    'GET admin/getCustomer': () => page(detail({ customer: stored })),
    'PUT admin/updateCustomer': () => {
      stored = { ...grace, address: null };
      return { body: { data: stored, message: 'Customer updated successfully.' } };
    },
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Edit' }));
  const dialog = screen.getByRole('dialog', { name: 'Update Customer' });
  await user.clear(within(dialog).getByLabelText('Address'));
  await user.click(within(dialog).getByRole('button', { name: 'Update' }));
  expect(await screen.findByText('Customer updated successfully.')).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: 'Update Customer' })).toBeNull();
  expect(textOf(await screen.findByRole('region', { name: 'Contact details' }))).toContain('Address—');
});

test('pages through a long history, 20 invoices a page', async () => {
  const { net } = renderPos(`/admin/customer/${grace.id}`, {
    'GET admin/getCustomer': page(detail(), 23),
  });
  const user = userEvent.setup();
  const pager = await screen.findByRole('navigation', { name: 'Order history pages' });
  await user.click(within(pager).getByRole('button', { name: /next/i }));
  await screen.findByRole('table', { name: 'Order history' });
  expect(net.callsTo('GET admin/getCustomer').map((c) => c.search)).toContain(
    `?id=${grace.id}&page=2&per_page=20`,
  );
});

test('an unknown customer says so', async () => {
  renderPos(`/admin/customer/${id(77)}`, {
    'GET admin/getCustomer': { status: 404, body: { message: 'Customer not found.' } },
  });
  expect(await screen.findByRole('alert')).toHaveTextContent('This customer does not exist.');
});
