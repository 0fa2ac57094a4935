import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteHandler } from '@voltdesk/app-core/testing';
import type { OrderView } from '@voltdesk/contracts';
import { invalid, oneOrderRoutes, renderPos } from '../../../test/render-pos';
import { order } from '../../../test/fixtures';
import { EMAIL_KEY_REUSED } from './email-invoice-button';

/**
 * The order list with `o` as its one order and svc-pos mocked at the network boundary: View opens the
 * details, whose 'E-mail invoice' opens the dialog in their place.
 */
async function openEmailDialog(o: OrderView, routes: Record<string, RouteHandler>) {
  const rendered = renderPos('/admin/orders', { ...oneOrderRoutes(o), ...routes });
  await userEvent.click(await screen.findByRole('button', { name: `View invoice #${o.invoice_no}` }));
  const details = await screen.findByRole('dialog', { name: `Invoice #${o.invoice_no}` });
  await userEvent.click(within(details).getByRole('button', { name: 'E-mail invoice' }));
  await screen.findByRole('dialog', { name: `E-mail invoice #${o.invoice_no}` });
  return rendered;
}

const emailed = (to: string) => ({
  body: {
    data: { order_id: order().id, invoice_no: 1042, to, requested_at: '2026-11-25T10:00:00.000Z' },
    message: `Invoice e-mailed to ${to}`,
  },
});

test("the order details send to the customer's e-mail, say 'Invoice e-mailed to <address>' and come back", async () => {
  const o = order();
  const { net } = await openEmailDialog(o, { 'POST admin/emailInvoice': emailed(o.customer.email) });
  expect(screen.getByRole('textbox', { name: 'Send to' })).toHaveValue(o.customer.email);
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));

  expect(await screen.findByText(`Invoice e-mailed to ${o.customer.email}`)).toBeInTheDocument();
  // Back to the details it was opened from.
  await waitFor(() =>
    expect(screen.queryByRole('dialog', { name: 'E-mail invoice #1042' })).not.toBeInTheDocument(),
  );
  expect(screen.getByRole('dialog', { name: 'Invoice #1042' })).toBeInTheDocument();
  const [call] = net.callsTo('POST admin/emailInvoice');
  expect(call!.body).toEqual({ order_id: o.id, email: o.customer.email });
  expect(call!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
});

test('another address is checked as typed and sent instead', async () => {
  const o = order();
  const { net } = await openEmailDialog(o, { 'POST admin/emailInvoice': emailed('accounts@client.example') });
  const field = screen.getByRole('textbox', { name: 'Send to' });
  await userEvent.clear(field);
  await userEvent.type(field, 'accounts@');
  expect(await screen.findByText('The email must be a valid email address.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(net.callsTo('POST admin/emailInvoice')).toHaveLength(0);

  await userEvent.type(field, 'client.example');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('Invoice e-mailed to accounts@client.example')).toBeInTheDocument();
  expect(net.callsTo('POST admin/emailInvoice')[0]!.body).toEqual({
    order_id: o.id,
    email: 'accounts@client.example',
  });
});

test("svc-pos's message for an invoice without a customer e-mail shows under the field", async () => {
  const o = order({ customer: { ...order().customer, email: '' } });
  await openEmailDialog(o, {
    'POST admin/emailInvoice': invalid({
      email: ['This invoice has no customer e-mail address. Enter the address to send the invoice to.'],
    }),
  });
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(
    await screen.findByText(
      'This invoice has no customer e-mail address. Enter the address to send the invoice to.',
    ),
  ).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'E-mail invoice #1042' })).toBeInTheDocument();
});

test('a double click sends one request', async () => {
  const o = order();
  let release: () => void = () => undefined;
  const { net } = await openEmailDialog(o, {
    'POST admin/emailInvoice': () =>
      new Promise((resolve) => {
        release = () => resolve(emailed(o.customer.email));
      }),
  });
  const send = screen.getByRole('button', { name: 'Send' });
  await userEvent.dblClick(send);
  await waitFor(() => expect(net.callsTo('POST admin/emailInvoice')).toHaveLength(1));
  release();
  expect(await screen.findByText(`Invoice e-mailed to ${o.customer.email}`)).toBeInTheDocument();
  expect(net.callsTo('POST admin/emailInvoice')).toHaveLength(1);
});

test('svc-pos refusing a reused key (409) is explained; trying again keeps the same key', async () => {
  const o = order();
  const { net } = await openEmailDialog(o, {
    'POST admin/emailInvoice': {
      status: 409,
      body: { message: 'This Idempotency-Key was already used for a different request.' },
    },
  });
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(EMAIL_KEY_REUSED);
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  const keys = net.callsTo('POST admin/emailInvoice').map((c) => c.headers.get('Idempotency-Key'));
  expect(keys).toHaveLength(2);
  expect(keys[0]).toBe(keys[1]);
});
