import { screen, waitFor, within } from '@testing-library/react';
import { invalid } from '../../../test/render-pos';
import { fillCustomer, openPosForm, serviceCard } from '../../../test/pos-form';
import { customers, id, order } from '../../../test/fixtures';

const grid = () => screen.getByRole('list', { name: 'Services' });
const cart = () => screen.getByRole('table', { name: 'Cart' });

test('the service grid shows name and £ price, searches by name and filters by category (All first)', async () => {
  const { user } = await openPosForm();
  expect(document.title).toBe('POS Create');
  expect(
    within(grid())
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual([
    'Socket install£45.50Electrical',
    'Fuse board upgrade£399.99Electrical',
    'EICR inspection£120.10Safety checks',
  ]);
  const category = screen.getByLabelText('Category');
  expect(
    within(category)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['All', 'Electrical', 'Safety checks']);
  await user.selectOptions(category, 'Safety checks');
  expect(within(grid()).getAllByRole('button')).toHaveLength(1);
  await user.selectOptions(category, 'All');
  await user.type(screen.getByLabelText('Search services'), 'FUSE');
  expect(
    within(grid())
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['Fuse board upgrade£399.99Electrical']);
  await user.type(screen.getByLabelText('Search services'), 'xyz');
  expect(screen.getByText('No service matches.')).toBeInTheDocument();
});

test('a card adds its service once with qty 1; price and qty edit the totals in exact pence; remove drops it', async () => {
  const { user } = await openPosForm();
  await user.click(serviceCard('Socket install'));
  await user.click(serviceCard('Socket install'));
  await user.click(serviceCard('EICR inspection'));
  expect(within(cart()).getAllByRole('row')).toHaveLength(3); // header + 2 lines
  expect(serviceCard('Socket install')).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByLabelText('Quantity of Socket install')).toHaveValue(1);
  expect(screen.getByLabelText('Price of Socket install')).toHaveValue('45.50');

  // 1.1 + 2.2 is 3.3000000000000003 in floating point; the screen says £3.30.
  await user.clear(screen.getByLabelText('Price of Socket install'));
  await user.type(screen.getByLabelText('Price of Socket install'), '1.1');
  await user.clear(screen.getByLabelText('Price of EICR inspection'));
  await user.type(screen.getByLabelText('Price of EICR inspection'), '2.2');
  expect(screen.getByTestId('sub-total')).toHaveTextContent('£3.30');
  await user.clear(screen.getByLabelText('Price of Socket install'));
  await user.type(screen.getByLabelText('Price of Socket install'), '19.99');
  await user.clear(screen.getByLabelText('Quantity of Socket install'));
  await user.type(screen.getByLabelText('Quantity of Socket install'), '3');
  expect(screen.getByTestId('line-total-0')).toHaveTextContent('£59.97');
  expect(screen.getByTestId('sub-total')).toHaveTextContent('£62.17');
  await user.type(screen.getByLabelText('Discount (£)'), '2.17');
  expect(screen.getByTestId('total')).toHaveTextContent('£60.00');
  await user.type(screen.getByLabelText('Pay Amount (£)'), '20.5');
  expect(screen.getByTestId('due')).toHaveTextContent('£39.50');

  await user.click(screen.getByRole('button', { name: 'Remove EICR inspection' }));
  expect(within(cart()).queryByText('EICR inspection')).toBeNull();
  expect(screen.getByTestId('sub-total')).toHaveTextContent('£59.97');
  expect(serviceCard('EICR inspection')).toHaveAttribute('aria-pressed', 'false');
});

test('typing a known phone fills name, e-mail and address after a pause, with one look-up', async () => {
  const { net, user } = await openPosForm({
    'GET admin/customerByPhone': (_req, url) =>
      url.searchParams.get('phone') === '07700 900123'
        ? { body: { data: customers[0] } }
        : { status: 404, body: { message: 'Customer not found.' } },
  });
  await user.type(screen.getByLabelText('Phone'), '07700 900123');
  await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Grace Hopper'));
  expect(screen.getByLabelText('Email')).toHaveValue('grace@example.com');
  expect(screen.getByLabelText('Address')).toHaveValue('1 Navy Row, London');
  expect(net.callsTo('GET admin/customerByPhone').map((c) => c.search)).toEqual([
    `?phone=${encodeURIComponent('07700 900123').replace(/%20/g, '+')}`,
  ]);
});

test('Enter in a box (service search, qty) never submits the invoice', async () => {
  const { net, user } = await openPosForm();
  await fillCustomer(user);
  await user.click(serviceCard('Socket install'));
  await user.type(screen.getByLabelText('Search services'), 'socket{Enter}');
  await user.type(screen.getByLabelText('Quantity of Socket install'), '{Enter}');
  expect(screen.queryByText('Please add item or something went wrong!')).toBeNull();
  expect(net.callsTo('POST admin/insertOrder')).toHaveLength(0);
});

test('Confirm with an empty cart says so in the cart, without the generic toast, and sends nothing', async () => {
  const { net, user } = await openPosForm();
  await fillCustomer(user);
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
  const cartCard = screen.getByRole('region', { name: 'Cart' });
  expect(within(cartCard).getByText('Please add at least one service.')).toHaveAttribute('role', 'alert');
  expect(within(cartCard).getByRole('button', { name: 'Confirm' })).toHaveAccessibleDescription(
    'One field needs a change before this can be saved: see its message.',
  );
  expect(screen.queryByText('Please add item or something went wrong!')).toBeNull();
  expect(net.callsTo('POST admin/insertOrder')).toHaveLength(0);
});

test('client rules: required customer fields, e-mail format, qty min 1, pay amount up to the total, additional', async () => {
  const { net, user } = await openPosForm();
  await user.click(serviceCard('Socket install'));
  await user.type(screen.getByLabelText('Email'), 'not-an-email');
  await user.clear(screen.getByLabelText('Quantity of Socket install'));
  await user.type(screen.getByLabelText('Quantity of Socket install'), '0');
  await user.type(screen.getByLabelText('Pay Amount (£)'), '50');
  expect(screen.queryByLabelText('Expire Date')).toBeNull();
  await user.click(screen.getByLabelText('Additional'));
  expect(screen.getByLabelText('Expire Date')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Confirm' }));

  expect(screen.getByText('The phone field is required.')).toBeInTheDocument();
  expect(screen.getByText('The name field is required.')).toBeInTheDocument();
  expect(screen.getByText('The email must be a valid email address.')).toBeInTheDocument();
  expect(screen.getByText('The qty must be at least 1.')).toBeInTheDocument();
  expect(screen.getByText('The payment may not be greater than the total.')).toBeInTheDocument();
  expect(
    screen.getByText('The expire date field is required when additional is checked.'),
  ).toBeInTheDocument();
  expect(screen.getByText('The alert field is required when additional is checked.')).toBeInTheDocument();
  expect(net.callsTo('POST admin/insertOrder')).toHaveLength(0);
});

test("Confirm sends the order with an Idempotency-Key, toasts 'Invoice created' and resets the form", async () => {
  const { net, user } = await openPosForm({
    'POST admin/insertOrder': { status: 201, body: { data: order(), message: 'Invoice created' } },
  });
  await fillCustomer(user);
  await user.type(screen.getByLabelText('Address'), '2 Analytical Way');
  await user.type(screen.getByLabelText('Due Date'), '2026-12-01');
  await user.type(screen.getByLabelText('Custom Order ID'), 'JOB-8');
  await user.click(serviceCard('Fuse board upgrade'));
  await user.click(serviceCard('EICR inspection'));
  await user.clear(screen.getByLabelText('Quantity of EICR inspection'));
  await user.type(screen.getByLabelText('Quantity of EICR inspection'), '3');
  await user.type(screen.getByLabelText('Discount (£)'), '0.29');
  await user.type(screen.getByLabelText('Pay Amount (£)'), '100');
  await user.click(screen.getByLabelText('Additional'));
  await user.type(screen.getByLabelText('Expire Date'), '2027-12-01');
  await user.type(screen.getByLabelText('Alert (days before)'), '14');
  expect(screen.getByTestId('total')).toHaveTextContent('£760.00');
  expect(screen.getByTestId('due')).toHaveTextContent('£660.00');
  await user.click(screen.getByRole('button', { name: 'Confirm' }));

  expect(await screen.findByText('Invoice created')).toBeInTheDocument();
  const [call] = net.callsTo('POST admin/insertOrder');
  expect(call!.body).toEqual({
    customer: {
      phone: '07700 900999',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      address: '2 Analytical Way',
    },
    items: [
      { id: id(12), name: 'Fuse board upgrade', price: 399.99, qty: 1 },
      { id: id(13), name: 'EICR inspection', price: 120.1, qty: 3 },
    ],
    order_custom_id: 'JOB-8',
    due_date: '2026-12-01',
    payment: 100,
    payment_method: 'cash',
    discount: 0.29,
    additional: true,
    expire_date: '2027-12-01',
    alert: 14,
  });
  expect(call!.headers.get('idempotency-key')).toMatch(
    /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
  );
  await waitFor(() => expect(screen.getByLabelText('Phone')).toHaveValue(''));
  expect(screen.getByLabelText('Name')).toHaveValue('');
  expect(screen.getByText('Click a service to add it.')).toBeInTheDocument();
  expect(screen.getByTestId('total')).toHaveTextContent('£0.00');
});

test("an order over the £10,000,000 maximum is stopped in the form with the server's message", async () => {
  const { net, user } = await openPosForm({});
  await fillCustomer(user);
  await user.click(serviceCard('Socket install'));
  await user.clear(screen.getByLabelText('Price of Socket install'));
  await user.type(screen.getByLabelText('Price of Socket install'), '10000000');
  await user.clear(screen.getByLabelText('Quantity of Socket install'));
  await user.type(screen.getByLabelText('Quantity of Socket install'), '2');
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
  expect(screen.getByText('The sub total may not be greater than £10,000,000.')).toBeInTheDocument();
  expect(net.callsTo('POST admin/insertOrder')).toHaveLength(0);
});

test("a discount over the sub total and a price with three decimals are stopped in the form with svc-pos's words", async () => {
  const { net, user } = await openPosForm({});
  await fillCustomer(user);
  await user.click(serviceCard('Socket install'));
  await user.clear(screen.getByLabelText('Price of Socket install'));
  await user.type(screen.getByLabelText('Price of Socket install'), '45.505');
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
  expect(screen.getByText('The price must have at most two decimal places.')).toBeInTheDocument();

  await user.clear(screen.getByLabelText('Price of Socket install'));
  await user.type(screen.getByLabelText('Price of Socket install'), '45.50');
  await user.type(screen.getByLabelText('Discount (£)'), '45.51');
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
  // The contract's schema words it, the same words svc-pos's 422 uses (libs/contracts order-rules.test.ts).
  expect(screen.getByText('The discount may not be greater than the sub total.')).toBeInTheDocument();
  expect(net.callsTo('POST admin/insertOrder')).toHaveLength(0);
});

test('a retry of the same order reuses its Idempotency-Key; a changed order gets a new one', async () => {
  let replies = 0;
  const { net, user } = await openPosForm({
    'POST admin/insertOrder': () => {
      replies += 1;
      return replies < 3
        ? 'network-error'
        : { status: 201, body: { data: order(), message: 'Invoice created' } };
    },
  });
  await fillCustomer(user);
  await user.click(serviceCard('Socket install'));
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
  expect(await screen.findByText('Please add item or something went wrong!')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled());
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(net.callsTo('POST admin/insertOrder')).toHaveLength(2));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled());
  await user.type(screen.getByLabelText('Pay Amount (£)'), '10');
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
  expect(await screen.findByText('Invoice created')).toBeInTheDocument();

  const keys = net.callsTo('POST admin/insertOrder').map((c) => c.headers.get('idempotency-key'));
  expect(keys).toHaveLength(3);
  expect(keys[1]).toBe(keys[0]);
  expect(keys[2]).not.toBe(keys[0]);
});

test('a 422 from svc-pos shows each first message under its field, without the generic toast, and keeps the form', async () => {
  const { user } = await openPosForm({
    'POST admin/insertOrder': invalid({
      'customer.email': ['The email must be a valid email address.', 'second'],
      'items.0.id': ['The selected service is inactive.'],
      discount: ['The discount may not be greater than the sub total.'],
    }),
  });
  await fillCustomer(user);
  await user.click(serviceCard('Socket install'));
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
  expect(await screen.findByText('The email must be a valid email address.')).toBeInTheDocument();
  expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.queryByText('Please add item or something went wrong!')).toBeNull();
  expect(screen.queryByText('second')).toBeNull();
  expect(within(cart()).getByText('The selected service is inactive.')).toBeInTheDocument();
  expect(screen.getByText('The discount may not be greater than the sub total.')).toBeInTheDocument();
  expect(screen.getByLabelText('Name')).toHaveValue('Ada Lovelace');
});

test('a fractional qty (1.5 hours, 12.5 m) is taken, totalled to the penny halves up, and sent as typed', async () => {
  const { net, user } = await openPosForm({
    'POST admin/insertOrder': { status: 201, body: { data: order(), message: 'Invoice created' } },
  });
  await fillCustomer(user);
  await user.click(serviceCard('Socket install'));
  await user.click(serviceCard('EICR inspection'));
  const qty = (name: string) => screen.getByLabelText(`Quantity of ${name}`);
  expect(qty('Socket install')).toHaveAttribute('step', '0.001');
  await user.clear(qty('Socket install'));
  await user.type(qty('Socket install'), '1.5');
  // 1.5 x £45.50 = £68.25.
  expect(screen.getByTestId('line-total-0')).toHaveTextContent('£68.25');
  await user.clear(screen.getByLabelText('Price of EICR inspection'));
  await user.type(screen.getByLabelText('Price of EICR inspection'), '1.99');
  await user.clear(qty('EICR inspection'));
  await user.type(qty('EICR inspection'), '12.5');
  // 12.5 x £1.99 = £24.875: half a penny, rounded up as svc-pos rounds it.
  expect(screen.getByTestId('line-total-1')).toHaveTextContent('£24.88');
  expect(screen.getByTestId('sub-total')).toHaveTextContent('£93.13');
  expect(qty('EICR inspection')).not.toHaveAttribute('aria-invalid');

  await user.clear(qty('EICR inspection'));
  await user.type(qty('EICR inspection'), '12.5005');
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
  expect(await screen.findByText('The qty must have at most 3 decimal places.')).toBeInTheDocument();
  expect(net.callsTo('POST admin/insertOrder')).toHaveLength(0);

  await user.clear(qty('EICR inspection'));
  await user.type(qty('EICR inspection'), '12.5');
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
  expect(await screen.findByText('Invoice created')).toBeInTheDocument();
  expect(net.callsTo('POST admin/insertOrder')[0]!.body).toMatchObject({
    items: [
      { id: id(11), name: 'Socket install', price: 45.5, qty: 1.5 },
      { id: id(13), name: 'EICR inspection', price: 1.99, qty: 12.5 },
    ],
  });
});
