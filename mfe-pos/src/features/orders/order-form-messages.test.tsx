import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteHandler } from '@voltdesk/app-core/testing';
import { renderPos } from '../../../test/render-pos';
import { fillCustomer, renderPosForm, serviceCard, type User } from '../../../test/pos-form';
import { customers, order } from '../../../test/fixtures';

const GENERIC_TOAST = 'Please add item or something went wrong!';

/** The POS form, where svc-pos knows the phones of the fixtures' customers. */
function renderCreate(routes: Record<string, RouteHandler> = {}) {
  return renderPosForm({
    'GET admin/customerByPhone': (_req, url) => {
      const found = customers.find((c) => c.phone === url.searchParams.get('phone'));
      return found ? { body: { data: found } } : { status: 404, body: { message: 'Customer not found.' } };
    },
    ...routes,
  });
}

async function readyWithSocket(user: User) {
  await screen.findByRole('list', { name: 'Services' });
  await fillCustomer(user);
  await user.click(serviceCard('Socket install')); // £45.50
}

test('a missing expiry date is a message under Expire Date, not the generic toast', async () => {
  const { net } = renderCreate();
  const user = userEvent.setup();
  await readyWithSocket(user);
  await user.click(screen.getByLabelText('Additional'));
  await user.type(screen.getByLabelText('Alert (days before)'), '7');
  await user.click(screen.getByRole('button', { name: 'Confirm' }));

  const expire = screen.getByLabelText('Expire Date');
  expect(expire).toHaveAttribute('aria-invalid', 'true');
  expect(expire).toHaveAccessibleDescription('The expire date field is required when additional is checked.');
  // The clerk is taken to it.
  await waitFor(() => expect(expire).toHaveFocus());
  expect(screen.queryByText(GENERIC_TOAST)).toBeNull();
  expect(net.callsTo('POST admin/insertOrder')).toHaveLength(0);
  await user.type(expire, '2027-01-31');
  expect(expire).not.toHaveAttribute('aria-invalid');
});

test('a discount above the sub total is caught on the field as it is typed, before Confirm', async () => {
  renderCreate();
  const user = userEvent.setup();
  await readyWithSocket(user);
  const discount = screen.getByLabelText('Discount (£)');
  await user.type(discount, '45.51');
  expect(discount).toHaveAccessibleDescription('The discount may not be greater than the sub total.');
  expect(screen.getByTestId('total')).toHaveTextContent('£0.00');
  // Raising the price makes it right: the message goes without touching the discount.
  await user.clear(screen.getByLabelText('Price of Socket install'));
  await user.type(screen.getByLabelText('Price of Socket install'), '50');
  expect(discount).not.toHaveAttribute('aria-invalid');
  expect(discount).not.toHaveAttribute('aria-describedby');
});

test('a pay amount above the total is caught on the field, and the due never reads negative', async () => {
  renderCreate();
  const user = userEvent.setup();
  await readyWithSocket(user);
  const pay = screen.getByLabelText('Pay Amount (£)');
  await user.type(pay, '3927.51');
  expect(pay).toHaveAttribute('aria-invalid', 'true');
  expect(pay).toHaveAccessibleDescription(
    'From £0.00 up to £45.50 The payment may not be greater than the total.',
  );
  expect(screen.getByTestId('due')).toHaveTextContent('£0.00');
  expect(screen.queryByText(/-£/)).toBeNull();
});

test('negative amounts say "must be at least", never "must be a number"', async () => {
  renderCreate();
  const user = userEvent.setup();
  await readyWithSocket(user);
  await user.type(screen.getByLabelText('Discount (£)'), '-5');
  expect(screen.getByLabelText('Discount (£)')).toHaveAccessibleDescription(
    'The discount must be at least 0.',
  );
  await user.type(screen.getByLabelText('Pay Amount (£)'), '-5');
  expect(screen.getByText('The payment must be at least 0.')).toBeInTheDocument();
  const price = screen.getByLabelText('Price of Socket install');
  await user.clear(price);
  await user.type(price, '-5');
  expect(screen.getByText('The price must be at least 1.')).toBeInTheDocument();
  const qty = screen.getByLabelText('Quantity of Socket install');
  await user.clear(qty);
  await user.type(qty, '-1');
  expect(screen.getByText('The qty must be at least 1.')).toBeInTheDocument();
  expect(screen.queryByText(/must be a number/)).toBeNull();
});

test("a text field's message waits until the clerk leaves it", async () => {
  renderCreate();
  const user = userEvent.setup();
  await screen.findByRole('list', { name: 'Services' });
  const email = screen.getByLabelText('Email');
  await user.type(email, 'ada@');
  // Half-typed: no message yet.
  expect(email).not.toHaveAttribute('aria-invalid');
  await user.tab();
  expect(email).toHaveAccessibleDescription('The email must be a valid email address.');
  await user.type(email, 'example.com');
  expect(email).not.toHaveAttribute('aria-invalid');
});

test('the payment modal catches an amount above the due and a negative one on the field, before Pay', async () => {
  const { net } = renderPos('/admin/orders', {
    'GET admin/getOrders': { body: { data: [order()], meta: { page: 1, per_page: 10, total: 1 } } },
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Payment of invoice #1042' }));
  const dialog = screen.getByRole('dialog', { name: 'Payment: Invoice #1042' });
  const amount = within(dialog).getByLabelText('Amount (£)');
  await user.clear(amount);
  await user.type(amount, '150.01');
  expect(amount).toHaveAccessibleDescription('The amount may not be greater than the due (£150.00).');
  await user.clear(amount);
  await user.type(amount, '-5');
  expect(amount).toHaveAccessibleDescription('The amount must be at least £0.01.');
  await user.type(within(dialog).getByLabelText('Reference (optional)'), 'x'.repeat(101));
  expect(within(dialog).getByLabelText('Reference (optional)')).toHaveAccessibleDescription(
    'The reference may not be greater than 100 characters.',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Pay' }));
  expect(net.callsTo('POST admin/due_pay')).toHaveLength(0);
  expect(screen.queryByText('Something went wrong!')).toBeNull();
});

test('the generic toast stays for a failure that names no field (network, server)', async () => {
  renderCreate({ 'POST admin/insertOrder': { status: 500, body: { message: 'boom' } } });
  const user = userEvent.setup();
  await readyWithSocket(user);
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
  expect(await screen.findByText(GENERIC_TOAST)).toBeInTheDocument();
  expect(screen.queryByText('boom')).toBeNull();
});

test('a new phone clears what the previous look-up filled, and keeps what the clerk typed', async () => {
  renderCreate();
  const user = userEvent.setup();
  await screen.findByRole('list', { name: 'Services' });
  const phone = screen.getByLabelText('Phone');
  await user.type(phone, '07700 900123');
  await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Grace Hopper'));
  expect(screen.getByLabelText('Email')).toHaveValue('grace@example.com');
  // The clerk corrects the address the look-up brought: that is theirs now.
  await user.clear(screen.getByLabelText('Address'));
  await user.type(screen.getByLabelText('Address'), '5 New Road');

  await user.type(phone, '9');
  expect(screen.getByLabelText('Name')).toHaveValue('');
  expect(screen.getByLabelText('Email')).toHaveValue('');
  expect(screen.getByLabelText('Address')).toHaveValue('5 New Road');

  // Another known phone fills in its own customer.
  await user.clear(phone);
  await user.type(phone, '07700 900456');
  await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Alan Turing'));
  expect(screen.getByLabelText('Email')).toHaveValue('alan@example.com');
  // Alan has no address on record: the look-up fills it empty.
  expect(screen.getByLabelText('Address')).toHaveValue('');
});

test('a name the clerk typed survives a phone change when no look-up filled it', async () => {
  renderCreate();
  const user = userEvent.setup();
  await screen.findByRole('list', { name: 'Services' });
  await user.type(screen.getByLabelText('Name'), 'Walk-in customer');
  await user.type(screen.getByLabelText('Phone'), '07700 900999');
  await user.clear(screen.getByLabelText('Phone'));
  await user.type(screen.getByLabelText('Phone'), '07700 900888');
  expect(screen.getByLabelText('Name')).toHaveValue('Walk-in customer');
});
