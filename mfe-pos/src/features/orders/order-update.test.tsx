import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { invalid, renderPos } from '../../../test/render-pos';
import { categories, customers, id, order, services } from '../../../test/fixtures';

const routes = {
  'GET admin/getposInsertData': { body: { data: { customers, categories, products: services } } },
  'GET admin/getOrders': { body: { data: order() } },
};

test('loads the order by id into the form, with an Update button', async () => {
  const { net } = renderPos(`/admin/posupdate/${id(31)}`, routes);
  expect(await screen.findByRole('heading', { name: 'Order Update: Invoice #1042' })).toBeInTheDocument();
  expect(net.callsTo('GET admin/getOrders')[0]!.search).toBe(`?id=${id(31)}`);
  expect(screen.getByLabelText('Phone')).toHaveValue('07700 900123');
  expect(screen.getByLabelText('Name')).toHaveValue('Grace Hopper');
  expect(screen.getByLabelText('Due Date')).toHaveValue('01/12/2026');
  expect(screen.getByLabelText('Custom Order ID')).toHaveValue('JOB-7');
  expect(screen.getByLabelText('Price of Socket install')).toHaveValue('45.50');
  expect(screen.getByLabelText('Quantity of Socket install')).toHaveValue(2);
  expect(screen.getByLabelText('Discount (£)')).toHaveValue('11.00');
  expect(screen.getByLabelText('Pay Amount (£)')).toHaveValue('50.00');
  expect(screen.getByLabelText('Additional')).toBeChecked();
  expect(screen.getByLabelText('Expire Date')).toHaveValue('22/11/2027');
  expect(screen.getByLabelText('Alert (days before)')).toHaveValue(30);
  expect(screen.getByTestId('total')).toHaveTextContent('£200.00');
  expect(screen.getByTestId('due')).toHaveTextContent('£150.00');
  expect(screen.getByRole('button', { name: 'Update' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
  expect(document.title).toBe('Order Update');
});

test("Update sends the order with its id, toasts 'Invoice updated' and goes to the order list", async () => {
  const { net } = renderPos(`/admin/posupdate/${id(31)}`, {
    ...routes,
    'PUT admin/updateOrder': { body: { data: order({ payment: 200, due: 0 }), message: 'Invoice updated' } },
  });
  const user = userEvent.setup();
  const pay = await screen.findByLabelText('Pay Amount (£)');
  await user.clear(pay);
  await user.type(pay, '200');
  expect(screen.getByTestId('due')).toHaveTextContent('£0.00');
  await user.click(screen.getByRole('button', { name: 'Update' }));
  expect(await screen.findByText('Invoice updated')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/orders'));
  expect(net.callsTo('PUT admin/updateOrder')[0]!.body).toEqual({
    id: id(31),
    // The revision the form was loaded from.
    rev: 3,
    customer: {
      phone: '07700 900123',
      name: 'Grace Hopper',
      email: 'grace@example.com',
      address: '1 Navy Row, London',
    },
    items: [
      { id: id(11), name: 'Socket install', price: 45.5, qty: 2 },
      { id: id(13), name: 'EICR inspection', price: 120, qty: 1 },
    ],
    order_custom_id: 'JOB-7',
    due_date: '2026-12-01',
    payment: 200,
    // The update raised the payment: the money it takes says how it was paid.
    payment_method: 'cash',
    discount: 11,
    additional: true,
    expire_date: '2027-11-22',
    alert: 30,
  });
});

test('a refused update keeps the form and shows the field message, without the generic toast', async () => {
  renderPos(`/admin/posupdate/${id(31)}`, {
    ...routes,
    'PUT admin/updateOrder': invalid({ payment: ['The payment may not be greater than the total.'] }),
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Update' }));
  expect(await screen.findByText('The payment may not be greater than the total.')).toBeInTheDocument();
  expect(screen.getByLabelText('Pay Amount (£)')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.queryByText('Please add item or something went wrong!')).toBeNull();
  expect(screen.getByTestId('location')).toHaveTextContent(`/admin/posupdate/${id(31)}`);
});

test('an unknown order says so', async () => {
  renderPos(`/admin/posupdate/${id(39)}`, {
    ...routes,
    'GET admin/getOrders': { status: 404, body: { message: 'Order not found.' } },
  });
  expect(
    await screen.findByText('This order does not exist (it may have been deleted).'),
  ).toBeInTheDocument();
});

test('an edit of an invoice that changed since the form was loaded says so and reloads it', async () => {
  let current = order();
  const { net } = renderPos(`/admin/posupdate/${id(31)}`, {
    ...routes,
    'GET admin/getOrders': () => ({ body: { data: current } }),
    'PUT admin/updateOrder': async (request) => {
      const { rev } = (await request.json()) as { rev: number };
      return rev === current.rev
        ? { body: { data: current, message: 'Invoice updated' } }
        : { status: 409, body: { message: 'This invoice changed since you opened it: reload' } };
    },
  });
  const user = userEvent.setup();
  const pay = await screen.findByLabelText('Pay Amount (£)');
  // Two payments of £30 are taken at the counter while the form is open.
  current = order({ payment: 110, due: 90, rev: 5 });
  await user.clear(pay);
  await user.type(pay, '100');
  await user.click(screen.getByRole('button', { name: 'Update' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This invoice changed since you opened it: reload',
  );
  expect(net.callsTo('PUT admin/updateOrder')[0]!.body).toMatchObject({ rev: 3, payment: 100 });
  expect(screen.queryByText('Invoice updated')).toBeNull();
  expect(screen.queryByText('Please add item or something went wrong!')).toBeNull();
  expect(screen.getByTestId('location')).toHaveTextContent(`/admin/posupdate/${id(31)}`);

  await user.click(screen.getByRole('button', { name: 'Reload' }));
  await waitFor(() => expect(screen.getByLabelText('Pay Amount (£)')).toHaveValue('110.00'));
  expect(screen.queryByText('This invoice changed since you opened it: reload')).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Update' }));
  expect(await screen.findByText('Invoice updated')).toBeInTheDocument();
  expect(net.callsTo('PUT admin/updateOrder').at(-1)!.body).toMatchObject({ rev: 5, payment: 110 });
});
