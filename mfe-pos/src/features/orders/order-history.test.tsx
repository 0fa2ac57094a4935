import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderTrailData, OrderView } from '@voltdesk/contracts';
import { invalid, renderPos } from '../../../test/render-pos';
import { adminNamesOf, admins, categories, customers, id, order, services } from '../../../test/fixtures';

const socket = { id: id(11), name: 'Socket install', price: 45.5, qty: 1, total: 45.5 };
const eicr = { id: id(13), name: 'EICR inspection', price: 120, qty: 1, total: 120 };

const trail: OrderTrailData = {
  invoice_no: 1042,
  order_id: id(31),
  status: 'Void',
  trail: [
    { action: 'created', at: '2026-11-22T09:00:00.000Z', by: id(99), changes: [] },
    {
      action: 'payment',
      at: '2026-11-22T09:00:00.000Z',
      by: id(99),
      changes: [],
      amount: 50,
      method: 'cash',
    },
    {
      action: 'updated',
      at: '2026-11-23T10:15:00.000Z',
      by: id(98),
      changes: [
        { field: 'customer.name', before: 'Grace', after: 'Grace Hopper' },
        { field: 'items', before: [socket], after: [{ ...socket, qty: 2, total: 91 }, eicr] },
        { field: 'discount', before: 0, after: 11 },
        { field: 'due_date', before: null, after: '2026-12-01' },
        { field: 'additional', before: false, after: true },
      ],
    },
    { action: 'updated', at: '2026-11-23T10:20:00.000Z', by: id(98), changes: [] },
    {
      action: 'payment',
      at: '2026-11-23T16:40:00.000Z',
      by: id(97),
      changes: [],
      amount: 30,
      method: 'card',
      reference: 'AUTH-9',
    },
    {
      action: 'credited',
      at: '2026-11-24T11:30:00.000Z',
      by: id(99),
      changes: [],
      amount: 20,
      credit_no: 4,
      reason: 'Late arrival',
    },
    {
      action: 'refund',
      at: '2026-11-24T11:30:00.000Z',
      by: id(99),
      changes: [],
      amount: -10,
      method: 'bank_transfer',
      credit_no: 4,
    },
    {
      action: 'emailed',
      at: '2026-11-24T12:00:00.000Z',
      by: id(99),
      changes: [],
      to: 'grace@example.com',
    },
    {
      action: 'voided',
      at: '2026-11-25T08:00:00.000Z',
      by: id(98),
      changes: [{ field: 'status', before: 'Unpaid', after: 'Void' }],
      reason: 'Duplicate',
    },
  ],
};

test('the details show the trail: when, who and what, with each edit before → after in words', async () => {
  const { net } = renderPos('/admin/orders', {
    'GET admin/getOrders': (_req, url) =>
      url.searchParams.get('id')
        ? { body: { data: order() } }
        : { body: { data: [order()], meta: { page: 1, per_page: 10, total: 1 } } },
    'GET admin/getOrderTrail': { body: { data: trail } },
    'GET admin/adminNames': adminNamesOf(admins),
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'View invoice #1042' }));
  const history = await screen.findByRole('region', { name: 'History' });
  await waitFor(() => expect(within(history).getAllByText('Priya Owner').length).toBeGreaterThan(0));
  expect(net.callsTo('GET admin/getOrderTrail')[0]!.search).toBe('?invoice_no=1042');
  const entries = within(history)
    .getAllByRole('listitem')
    .filter((li) => li.classList.contains('pos-trail__entry'))
    .map((li) => li.textContent);
  expect(entries).toEqual([
    '22 Nov 2026, 09:00Sam ClerkCreated the invoice',
    '22 Nov 2026, 09:00Sam ClerkTook a payment of £50.00 by cash',
    '23 Nov 2026, 10:15Priya OwnerEdited the invoice' +
      'Customer name: Grace → Grace Hopper' +
      'Lines: Socket install: quantity 1 → 2' +
      'Lines: Added EICR inspection × 1 at £120.00' +
      'Discount: £0.00 → £11.00' +
      'Due date: none → 1 Dec 2026' +
      'Additional: No → Yes',
    '23 Nov 2026, 10:20Priya OwnerSaved the invoice (nothing changed)',
    // An admin the list does not know (removed since) is still told apart by their id.
    '23 Nov 2026, 16:40Admin …f60097Took a payment of £30.00 by card (ref AUTH-9)',
    '24 Nov 2026, 11:30Sam ClerkIssued credit note #4 for £20.00: Late arrival',
    '24 Nov 2026, 11:30Sam ClerkRefunded £10.00 by bank transfer with credit note #4',
    '24 Nov 2026, 12:00Sam ClerkE-mailed the invoice to grace@example.com',
    '25 Nov 2026, 08:00Priya OwnerVoided the invoice: DuplicateStatus: Unpaid → Void',
  ]);
  expect(within(history).getAllByRole('time')[0]).toHaveAttribute('datetime', '2026-11-22T09:00:00.000Z');
});

test('the history says so when it cannot be loaded, and the rest of the details still show', async () => {
  renderPos('/admin/orders', {
    'GET admin/getOrders': (_req, url) =>
      url.searchParams.get('id')
        ? { body: { data: order() } }
        : { body: { data: [order()], meta: { page: 1, per_page: 10, total: 1 } } },
    'GET admin/getOrderTrail': { status: 500, body: { message: 'Server Error' } },
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'View invoice #1042' }));
  const history = await screen.findByRole('region', { name: 'History' });
  expect(
    await within(history).findByText('The history could not be loaded. Please try again.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('table', { name: 'Payment history' })).toBeInTheDocument();
});

const paidOrder: OrderView = order({ payment: 200, due: 0, status: 'Paid', credit_notes: [], credited: 0 });

function renderUpdate(o: OrderView, extra = {}) {
  return renderPos(`/admin/posupdate/${o.id}`, {
    'GET admin/getposInsertData': { body: { data: { customers, categories, products: services } } },
    'GET admin/getOrders': { body: { data: o } },
    ...extra,
  });
}

test('the details of a fully paid invoice say it is locked and how to change it', async () => {
  renderPos('/admin/orders', {
    'GET admin/getOrders': (_req, url) =>
      url.searchParams.get('id')
        ? { body: { data: paidOrder } }
        : { body: { data: [paidOrder], meta: { page: 1, per_page: 10, total: 1 } } },
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'View invoice #1042' }));
  const details = screen.getByRole('dialog', { name: 'Invoice #1042' });
  expect(within(details).getByRole('status')).toHaveTextContent(
    'This invoice is fully paid, so its lines and prices are locked. To change what was charged, issue a credit note.',
  );
  expect(within(details).getByRole('button', { name: 'Take payment' })).toBeDisabled();
  expect(within(details).getByRole('button', { name: 'Credit note' })).toBeEnabled();
});

test('the update screen of a fully paid invoice locks its lines and payment before the clerk tries', async () => {
  const { net } = renderUpdate(paidOrder, {
    'PUT admin/updateOrder': { body: { data: paidOrder, message: 'Invoice updated' } },
  });
  const note = await screen.findByRole('note', { name: 'Locked' });
  expect(note).toHaveTextContent(
    'This invoice is fully paid, so its lines and prices are locked. To change what was charged, issue a credit note.',
  );
  expect(note).toHaveTextContent(
    'its payment is locked. To give money back, issue a credit note with a refund.',
  );
  expect(screen.getByLabelText('Price of Socket install')).toBeDisabled();
  expect(screen.getByLabelText('Quantity of Socket install')).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Remove Socket install' })).toBeDisabled();
  expect(screen.getByLabelText('Discount (£)')).toBeDisabled();
  expect(screen.getByLabelText('Pay Amount (£)')).toBeDisabled();
  for (const cardButton of within(await screen.findByRole('list', { name: 'Services' })).getAllByRole(
    'button',
  )) {
    expect(cardButton).toBeDisabled();
  }
  // What a paid invoice may still change: the customer's details, dates, custom order ID.
  const user = userEvent.setup();
  await user.clear(screen.getByLabelText('Address'));
  await user.type(screen.getByLabelText('Address'), '9 Harbour St');
  await user.click(screen.getByRole('button', { name: 'Update' }));
  expect(await screen.findByText('Invoice updated')).toBeInTheDocument();
  const body = net.callsTo('PUT admin/updateOrder')[0]!.body as {
    customer: { address: string };
    payment: number;
  };
  expect(body.customer.address).toBe('9 Harbour St');
  expect(body.payment).toBe(200);
});

test('an invoice with a credit note locks its lines but not its payment', async () => {
  renderUpdate(
    order({
      credited: 20,
      due: 130,
      credit_notes: [
        {
          credit_no: 4,
          amount: 20,
          reason: 'Late',
          refund: 0,
          refund_method: null,
          refund_reference: null,
          at: '2026-11-24T11:30:00.000Z',
          by: id(99),
        },
      ],
    }),
  );
  expect(await screen.findByRole('note', { name: 'Locked' })).toHaveTextContent(
    'This invoice has a credit note, so its lines and prices are locked.',
  );
  expect(screen.getByLabelText('Price of Socket install')).toBeDisabled();
  expect(screen.getByLabelText('Pay Amount (£)')).toBeEnabled();
});

test('a part-paid invoice stays editable, lines and payment included', async () => {
  renderUpdate(order());
  await screen.findByLabelText('Price of Socket install');
  expect(screen.queryByRole('note', { name: 'Locked' })).toBeNull();
  expect(screen.getByLabelText('Price of Socket install')).toBeEnabled();
  expect(screen.getByLabelText('Pay Amount (£)')).toBeEnabled();
});

test('a void invoice cannot be edited: the update screen says so and shows no form', async () => {
  renderUpdate(order({ status: 'Void', due: 0, voided_at: '2026-11-25T08:00:00.000Z' }));
  expect(await screen.findByRole('note', { name: 'Locked' })).toHaveTextContent(
    'This invoice is void and can no longer change.',
  );
  expect(screen.queryByRole('button', { name: 'Update' })).toBeNull();
});

test("svc-pos's lock message lands on the field if the invoice was paid in full since the screen loaded", async () => {
  renderUpdate(order(), {
    'PUT admin/updateOrder': invalid({
      items: [
        'This invoice is fully paid, so its lines and prices are locked. To change what was charged, issue a credit note.',
      ],
    }),
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Update' }));
  expect(
    await within(screen.getByRole('region', { name: 'Cart' })).findByText(/its lines and prices are locked/),
  ).toBeInTheDocument();
});
