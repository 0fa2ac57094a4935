import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cleanupAdminRemote, invalid, renderAdminRemote } from '@voltdesk/app-core/testing';
import type { OrderView } from '@voltdesk/contracts';
import { id, order } from '../../../test/fixtures';
import { EMAIL_KEY_REUSED, EmailInvoiceButton } from './email-invoice-button';

afterEach(cleanupAdminRemote);

/** The button as the order details show it, with fetch mocked at the network boundary. */
function renderButton(o: OrderView, routes: Parameters<typeof renderAdminRemote>[2]) {
  return renderAdminRemote(() => <EmailInvoiceButton order={o} />, '/admin/orders', routes, id(99));
}

const emailed = (to: string) => ({
  body: {
    data: { order_id: order().id, invoice_no: 1042, to, requested_at: '2026-11-25T10:00:00.000Z' },
    message: `Invoice e-mailed to ${to}`,
  },
});

test("sends to the customer's e-mail, says 'Invoice e-mailed to <address>' and closes", async () => {
  const o = order();
  const { net } = renderButton(o, { 'POST admin/emailInvoice': emailed(o.customer.email) });
  await userEvent.click(screen.getByRole('button', { name: 'E-mail invoice' }));
  expect(screen.getByRole('textbox', { name: 'Send to' })).toHaveValue(o.customer.email);
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));

  expect(await screen.findByText(`Invoice e-mailed to ${o.customer.email}`)).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  const [call] = net.callsTo('POST admin/emailInvoice');
  expect(call!.body).toEqual({ order_id: o.id, email: o.customer.email });
  expect(call!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
});

test('another address is checked as typed and sent instead', async () => {
  const o = order();
  const { net } = renderButton(o, { 'POST admin/emailInvoice': emailed('accounts@client.example') });
  await userEvent.click(screen.getByRole('button', { name: 'E-mail invoice' }));
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
  renderButton(o, {
    'POST admin/emailInvoice': invalid({
      email: ['This invoice has no customer e-mail address. Enter the address to send the invoice to.'],
    }),
  });
  await userEvent.click(screen.getByRole('button', { name: 'E-mail invoice' }));
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(
    await screen.findByText(
      'This invoice has no customer e-mail address. Enter the address to send the invoice to.',
    ),
  ).toBeInTheDocument();
  expect(screen.getByRole('dialog')).toBeInTheDocument();
});

test('a double click sends one request', async () => {
  const o = order();
  let release: () => void = () => undefined;
  const { net } = renderButton(o, {
    'POST admin/emailInvoice': () =>
      new Promise((resolve) => {
        release = () => resolve(emailed(o.customer.email));
      }),
  });
  await userEvent.click(screen.getByRole('button', { name: 'E-mail invoice' }));
  const send = screen.getByRole('button', { name: 'Send' });
  await userEvent.dblClick(send);
  await waitFor(() => expect(net.callsTo('POST admin/emailInvoice')).toHaveLength(1));
  release();
  expect(await screen.findByText(`Invoice e-mailed to ${o.customer.email}`)).toBeInTheDocument();
  expect(net.callsTo('POST admin/emailInvoice')).toHaveLength(1);
});

test('svc-pos refusing a reused key (409) is explained; trying again keeps the same key', async () => {
  const o = order();
  const { net } = renderButton(o, {
    'POST admin/emailInvoice': {
      status: 409,
      body: { message: 'This Idempotency-Key was already used for a different request.' },
    },
  });
  await userEvent.click(screen.getByRole('button', { name: 'E-mail invoice' }));
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(EMAIL_KEY_REUSED);
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  const keys = net.callsTo('POST admin/emailInvoice').map((c) => c.headers.get('Idempotency-Key'));
  expect(keys).toHaveLength(2);
  expect(keys[0]).toBe(keys[1]);
});
